import { Menu, Text } from "@mantine/core";
import { IconExternalLink, IconLogout, IconStar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { FeaturedArtistsState } from "~/features/catalogue/ui";
import { navItemBadge } from "~/features/messaging/ui";
import { MemberAvatar } from "./member-avatar";
import { AccountMenuButton, MenuTargetButton } from "./menu-triggers";
import {
  accountItems,
  EXTERNAL_LINK_PROPS,
  FEATURED_GALLERY,
  type NavItem,
  SIGN_OUT_ACTION,
} from "./navigation";
import classes from "./shell.module.css";
import type { ShellViewer } from "./viewer";

// The top bar's menus, loaded after the page (see DesktopNav): Mantine's Menu and
// the floating-ui it positions with are no part of a first visit's download.

const ICON_SIZE = 18;

/** Attributes for a menu's button, e.g. the mark of the stand-in it replaces. */
type TargetProps = Record<string, string>;

export function NavMenuItem({ item, badge }: { item: NavItem; badge?: ReactNode }) {
  const Icon = item.icon;
  const icon = <Icon size={ICON_SIZE} stroke={1.6} aria-hidden="true" />;
  if (item.external) {
    return (
      <Menu.Item
        component="a"
        href={item.to}
        {...EXTERNAL_LINK_PROPS}
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-label="opens in a new tab" />}
      >
        {item.label}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={item.to} leftSection={icon} rightSection={badge}>
      {item.label}
    </Menu.Item>
  );
}

export function NavMenu({
  label,
  children,
  onOpen,
  targetProps,
}: {
  label: string;
  children: ReactNode;
  onOpen?: () => void;
  targetProps?: TargetProps;
}) {
  return (
    <Menu
      position="bottom-start"
      offset={6}
      shadow="lg"
      width={300}
      onOpen={onOpen}
      // Its focus placeholder is a non-item child of role="menu", which assistive tech rejects.
      withInitialFocusPlaceholder={false}
      transitionProps={{ transition: "pop-top-left", duration: 120 }}
      classNames={{ dropdown: classes.menuDropdown }}
    >
      <Menu.Target>
        <MenuTargetButton label={label} {...targetProps} />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

function FeaturedArtistsMenuContent({ state }: { state: FeaturedArtistsState }) {
  if (state.status === "idle" || state.status === "loading") {
    return (
      <Text component="div" size="sm" c="dimmed" px="sm" py={8}>
        Loading artists...
      </Text>
    );
  }
  const artists = state.status === "loaded" ? state.artists : [];
  if (artists.length === 0) {
    return (
      <Text component="div" size="sm" c="dimmed" px="sm" py={8}>
        No featured artists available
      </Text>
    );
  }
  return artists.map((artist) => (
    <Menu.Item
      key={artist.id}
      component={Link}
      to={`/profile/${artist.id}`}
      leftSection={<MemberAvatar name={artist.name} avatarKey={artist.avatarKey} size={26} />}
    >
      {artist.name}
    </Menu.Item>
  ));
}

export function FeaturedMenu({
  state,
  onOpen,
  targetProps,
}: {
  state: FeaturedArtistsState;
  onOpen: () => void;
  targetProps?: TargetProps;
}) {
  return (
    <NavMenu label="Featured" onOpen={onOpen} targetProps={targetProps}>
      <Menu.Label>Featured Artists</Menu.Label>
      <FeaturedArtistsMenuContent state={state} />
      <Menu.Divider />
      <Menu.Item
        component={Link}
        to={FEATURED_GALLERY.to}
        leftSection={<IconStar size={ICON_SIZE} stroke={1.6} aria-hidden="true" />}
      >
        {FEATURED_GALLERY.label}
      </Menu.Item>
    </NavMenu>
  );
}

export function AccountMenu({
  viewer,
  targetProps,
}: {
  viewer: ShellViewer;
  targetProps?: TargetProps;
}) {
  return (
    <Menu
      position="bottom-end"
      offset={6}
      shadow="lg"
      width={240}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AccountMenuButton viewer={viewer} {...targetProps} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {viewer.handle ? `@${viewer.handle}` : viewer.name}</Menu.Label>
        {accountItems(viewer.isAdmin).map((item) => (
          <NavMenuItem key={item.to} item={item} badge={navItemBadge(item.to)} />
        ))}
        <Menu.Divider />
        {/* A real form, so that signing out is a POST that works without scripts too. */}
        <Form method="post" action={SIGN_OUT_ACTION}>
          <Menu.Item
            component="button"
            type="submit"
            closeMenuOnClick={false}
            leftSection={<IconLogout size={ICON_SIZE} stroke={1.6} aria-hidden="true" />}
          >
            Sign Out
          </Menu.Item>
        </Form>
      </Menu.Dropdown>
    </Menu>
  );
}
