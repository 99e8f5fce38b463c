import type { ReactNode } from "react";
import { Badge } from "~/components/badge";
import layout from "~/components/layout.module.css";
import { MESSAGES_PATH } from "~/features/messaging/conversations/paths";
import { unreadLabel, useUnreadMessages } from "./live-messages";
import classes from "./unread-badge.module.css";

function shown(count: number) {
  return count > 99 ? "99+" : String(count);
}

/** The count shown beside Messages in the navigation; nothing when all is read. */
export function UnreadBadge({ count, className }: { count?: number; className?: string }) {
  const live = useUnreadMessages();
  const value = count ?? live;
  if (value <= 0) return null;
  return (
    <Badge
      size="sm"
      // The theme's dark red, which white text passes AA on.
      color="red.9"
      variant="filled"
      className={className}
      data-testid="unread-messages"
    >
      {shown(value)}
      <span className={layout.visuallyHidden}> unread</span>
    </Badge>
  );
}

/** The badge for a navigation entry: only next to Messages. */
export function navItemBadge(to: string) {
  return to === MESSAGES_PATH ? <UnreadBadge className={classes.atEnd} /> : undefined;
}

/**
 * Puts the unread count on the corner of a control (the account avatar, the
 * menu button). Decorative: the control's own label says the count.
 */
export function UnreadCorner({
  children,
  className,
}: {
  children: ReactNode;
  /** E.g. a class that hides it at some widths. */
  className?: string;
}) {
  const count = useUnreadMessages();
  return (
    // The count is drawn by CSS (::after), so it is not text inside the labelled control.
    <span
      className={className ? `${classes.corner} ${className}` : classes.corner}
      data-count={count > 0 ? shown(count) : undefined}
      data-testid="unread-corner"
    >
      {children}
    </span>
  );
}

/** `label`, plus the unread count when there is one, for a control's accessible name. */
export function useLabelWithUnread(label: string) {
  const count = useUnreadMessages();
  return count > 0 ? `${label} (${unreadLabel(count)})` : label;
}
