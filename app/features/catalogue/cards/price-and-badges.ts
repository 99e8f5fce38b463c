import { formatCents } from "~/lib/format";

/** The card and list price rule: sale price; else 'From $X/day'; else 'Price on request'. */
export function priceLine(salePriceCents: number | null, leaseDailyRateCents: number | null) {
  if (salePriceCents != null && salePriceCents > 0) return formatCents(salePriceCents);
  if (leaseDailyRateCents != null && leaseDailyRateCents > 0)
    return `From ${formatCents(leaseDailyRateCents)}/day`;
  return "Price on request";
}

export type SupportFlags = {
  inGentrificationZone: boolean;
  receivedLoanGrant: boolean;
  isSpecialNeedsArtist: boolean;
  isSeekingLocation: boolean;
};

export const SUPPORT_BADGES: { flag: keyof SupportFlags; label: string; color: string }[] = [
  { flag: "inGentrificationZone", label: "Gentrification Zone Support", color: "orange" },
  { flag: "receivedLoanGrant", label: "Fair Trade Grant Recipient", color: "teal" },
  { flag: "isSpecialNeedsArtist", label: "Special Needs Artist", color: "grape" },
  { flag: "isSeekingLocation", label: "Seeking Display Location", color: "blue" },
];

export function supportBadges(flags: SupportFlags) {
  return SUPPORT_BADGES.filter((b) => flags[b.flag]);
}
