import { IconChevronDown, IconExternalLink, IconLogout, IconStar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { unstyledButton } from "~/components/button";
import { Menu, type MenuButtonProps, MenuDivider, MenuItem, MenuLabel } from "~/components/menu";
import text from "~/components/text.module.css";
import type { FeaturedArtistsState } from "~/features/catalogue/shell";
import { navItemBadge, UnreadCorner, useLabelWithUnread } from "~/features/messaging/shell";
import { MemberAvatar } from "./member-avatar";
import {
  accountItems,
  EXTERNAL_LINK_PROPS,
  FEATURED_GALLERY,
  type NavItem,
  SIGN_OUT_ACTION,
} from "./navigation";
import classes from "./shell.module.css";
import type { ShellViewer } from "./viewer";

const ICON_SIZE = 18;

export function NavMenuItem({ item, badge }: { item: NavItem; badge?: ReactNode }) {
  const Icon = item.icon;
  const icon = <Icon size={ICON_SIZE} stroke={1.6} aria-hidden="true" />;
  if (item.external) {
    return (
      <MenuItem
        href={item.to}
        {...EXTERNAL_LINK_PROPS}
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-label="opens in a new tab" />}
      >
        {item.label}
      </MenuItem>
    );
  }
  return (
    <MenuItem to={item.to} leftSection={icon} rightSection={badge}>
      {item.label}
    </MenuItem>
  );
}

function MenuButton({ label, ...props }: { label: string } & MenuButtonProps) {
  return (
    <button type="button" {...props} className={`${unstyledButton} ${classes.topLink}`}>
      <span>{label}</span>
      <IconChevronDown size={14} stroke={2} aria-hidden="true" className={classes.chevron} />
    </button>
  );
}

/** A top-bar menu of links under a button named `label`. */
export function NavMenu({
  label,
  children,
  onOpen,
}: {
  label: string;
  children: ReactNode;
  onOpen?: () => void;
}) {
  return (
    <Menu width={300} onOpen={onOpen} button={(props) => <MenuButton label={label} {...props} />}>
      {children}
    </Menu>
  );
}

function FeaturedArtistsMenuContent({ state }: { state: FeaturedArtistsState }) {
  if (state.status === "idle" || state.status === "loading") {
    return (
      <div className={`${text.sm} ${text.dimmed} ${classes.menuNote}`}>Loading artists...</div>
    );
  }
  const artists = state.status === "loaded" ? state.artists : [];
  if (artists.length === 0) {
    return (
      <div className={`${text.sm} ${text.dimmed} ${classes.menuNote}`}>
        No featured artists available
      </div>
    );
  }
  return artists.map((artist) => (
    <MenuItem
      key={artist.id}
      to={`/profile/${artist.id}`}
      leftSection={<MemberAvatar name={artist.name} avatarKey={artist.avatarKey} size={26} />}
    >
      {artist.name}
    </MenuItem>
  ));
}

export function FeaturedMenu({
  state,
  onOpen,
}: {
  state: FeaturedArtistsState;
  onOpen: () => void;
}) {
  return (
    <NavMenu label="Featured" onOpen={onOpen}>
      <MenuLabel>Featured Artists</MenuLabel>
      <FeaturedArtistsMenuContent state={state} />
      <MenuDivider />
      <MenuItem
        to={FEATURED_GALLERY.to}
        leftSection={<IconStar size={ICON_SIZE} stroke={1.6} aria-hidden="true" />}
      >
        {FEATURED_GALLERY.label}
      </MenuItem>
    </NavMenu>
  );
}

function AccountMenuButton({ viewer, ...props }: { viewer: ShellViewer } & MenuButtonProps) {
  const label = useLabelWithUnread(`Account menu for ${viewer.name}`);
  return (
    <button
      type="button"
      {...props}
      className={`${unstyledButton} ${classes.accountButton}`}
      aria-label={label}
    >
      <UnreadCorner>
        <MemberAvatar name={viewer.name} avatarKey={viewer.avatarKey} size={32} initials={false} />
      </UnreadCorner>
      <span className={`${text.sm} ${text.medium} ${classes.accountName}`}>{viewer.name}</span>
      <IconChevronDown size={14} stroke={2} aria-hidden="true" className={classes.chevron} />
    </button>
  );
}

export function AccountMenu({ viewer }: { viewer: ShellViewer }) {
  return (
    <Menu
      align="end"
      width={240}
      button={(props) => <AccountMenuButton viewer={viewer} {...props} />}
    >
      <MenuLabel>Signed in as {viewer.handle ? `@${viewer.handle}` : viewer.name}</MenuLabel>
      {accountItems(viewer.isAdmin).map((item) => (
        <NavMenuItem key={item.to} item={item} badge={navItemBadge(item.to)} />
      ))}
      <MenuDivider />
      {/* A real form, so that signing out is a POST that works without scripts too. */}
      <Form method="post" action={SIGN_OUT_ACTION}>
        <MenuItem
          type="submit"
          leftSection={<IconLogout size={ICON_SIZE} stroke={1.6} aria-hidden="true" />}
        >
          Sign Out
        </MenuItem>
      </Form>
    </Menu>
  );
}
