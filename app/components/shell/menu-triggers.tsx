import { Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { UnreadCorner, useLabelWithUnread } from "~/features/messaging/ui";
import { MemberAvatar } from "./member-avatar";
import classes from "./shell.module.css";
import type { ShellViewer } from "./viewer";

// The buttons that open the top bar's menus. The same button is the menu's target
// (Menu.Target hands it its handlers, aria attributes and ref) and, before the menus'
// code has arrived, the stand-in that asks for it.

/** The account menu's name as a stand-in (the others go by their labels). */
export const ACCOUNT_MENU = "account";

export function MenuTargetButton({
  label,
  ...targetProps
}: { label: string } & ComponentPropsWithRef<"button">) {
  return (
    <UnstyledButton {...targetProps} className={classes.topLink}>
      <span>{label}</span>
      <IconChevronDown size={14} stroke={2} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
}

export function AccountMenuButton({
  viewer,
  ...targetProps
}: { viewer: ShellViewer } & ComponentPropsWithRef<"button">) {
  const label = useLabelWithUnread(`Account menu for ${viewer.name}`);
  return (
    <UnstyledButton {...targetProps} className={classes.accountButton} aria-label={label}>
      <UnreadCorner>
        <MemberAvatar name={viewer.name} avatarKey={viewer.avatarKey} size={32} initials={false} />
      </UnreadCorner>
      <Text span size="sm" fw={500} visibleFrom="lg" className={classes.accountName}>
        {viewer.name}
      </Text>
      <IconChevronDown size={14} stroke={2} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
}
