import { Badge, type BadgeProps, Box, type MantineBreakpoint, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { MESSAGES_PATH } from "~/features/messaging/conversations/paths";
import { unreadLabel, useUnreadMessages } from "./live-messages";
import classes from "./unread-badge.module.css";

function shown(count: number) {
  return count > 99 ? "99+" : String(count);
}

/** The count shown beside Messages in the navigation; nothing when all is read. */
export function UnreadBadge({ count, ...props }: { count?: number } & BadgeProps) {
  const live = useUnreadMessages();
  const value = count ?? live;
  if (value <= 0) return null;
  return (
    <Badge
      size="sm"
      radius="xl"
      color="red.9"
      variant="filled"
      data-testid="unread-messages"
      {...props}
    >
      {shown(value)}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}

/** The badge for a navigation entry: only next to Messages. */
export function navItemBadge(to: string) {
  return to === MESSAGES_PATH ? <UnreadBadge ml="auto" /> : undefined;
}

/**
 * Puts the unread count on the corner of a control (the account avatar, the
 * menu button). Decorative: the control's own label says the count.
 */
export function UnreadCorner({
  children,
  hiddenFrom,
}: {
  children: ReactNode;
  hiddenFrom?: MantineBreakpoint;
}) {
  const count = useUnreadMessages();
  return (
    // The count is drawn by CSS (::after), so it is not text inside the labelled control.
    <Box
      component="span"
      className={classes.corner}
      hiddenFrom={hiddenFrom}
      data-count={count > 0 ? shown(count) : undefined}
      data-testid="unread-corner"
    >
      {children}
    </Box>
  );
}

/** `label`, plus the unread count when there is one, for a control's accessible name. */
export function useLabelWithUnread(label: string) {
  const count = useUnreadMessages();
  return count > 0 ? `${label} (${unreadLabel(count)})` : label;
}
