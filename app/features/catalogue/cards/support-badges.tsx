import classes from "~/components/badge.module.css";
import { type SupportFlags, supportBadges } from "./price-and-badges";

/** A work's support badges: plain spans, pale pills in each badge's colour. */
export function SupportBadges({
  flags,
  size = "sm",
}: {
  flags: SupportFlags;
  size?: "xs" | "sm" | "md";
}) {
  const badges = supportBadges(flags);
  if (badges.length === 0) return null;
  return (
    <div className={classes.group}>
      {badges.map((b) => (
        <span key={b.flag} className={classes.badge} data-size={size} data-color={b.color}>
          {b.label}
        </span>
      ))}
    </div>
  );
}
