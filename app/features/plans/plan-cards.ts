import { formatCents, formatCount } from "~/lib/format";

/** R-plan-cards: plans at this monthly price or more are marked 'Popular'. */
export const POPULAR_FROM_CENTS = 5000;

export type PlanForDisplay = {
  id: string;
  name: string;
  priceCents: number;
  revealsPerMonth: number;
  promotionStars: number;
  maxArtworks: number;
  maxCuratorSpaces: number;
};

export type PlanAllowance = { key: string; label: string; value: number };

export type PlanCardView = {
  id: string;
  name: string;
  isFree: boolean;
  isPopular: boolean;
  /** 'Free', or the monthly price such as '$25'. */
  price: string;
  /** 'Always Free', or 'per month'. */
  period: string;
  allowances: PlanAllowance[];
};

/** How one plan card reads: its price line, the Popular mark and the four allowances. */
export function planCardView(plan: PlanForDisplay): PlanCardView {
  const isFree = plan.priceCents <= 0;
  return {
    id: plan.id,
    name: plan.name,
    isFree,
    isPopular: plan.priceCents >= POPULAR_FROM_CENTS,
    price: isFree ? "Free" : formatCents(plan.priceCents),
    period: isFree ? "Always Free" : "per month",
    allowances: [
      {
        key: "reveals",
        label: `${formatCount(plan.revealsPerMonth, "reveal", "reveals")} per month`,
        value: plan.revealsPerMonth,
      },
      {
        key: "stars",
        label: `${formatCount(plan.promotionStars, "promotion star", "promotion stars")} per month`,
        value: plan.promotionStars,
      },
      {
        key: "artworks",
        label: formatCount(plan.maxArtworks, "artwork listing", "artwork listings"),
        value: plan.maxArtworks,
      },
      {
        key: "spaces",
        label: formatCount(plan.maxCuratorSpaces, "curator space", "curator spaces"),
        value: plan.maxCuratorSpaces,
      },
    ],
  };
}
