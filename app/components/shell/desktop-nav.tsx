import { Avatar, Button, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconExternalLink, IconLogout, IconStar } from "@tabler/icons-react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import type { FeaturedArtistsState } from "~/features/catalogue/ui";
import { imageUrl } from "~/features/media";
import { navItemBadge, UnreadCorner, useLabelWithUnread } from "~/features/messaging/ui";
import {
  ABOUT_US,
  ARTISTS_AND_CURATORS,
  accountItems,
  EXTERNAL_LINK_PROPS,
  FEATURED_GALLERY,
  type NavItem,
  PHILANTHROPY,
  PLANS,
  REGISTER,
  SIGN_IN,
  SIGN_OUT_ACTION,
  visibleItems,
} from "./navigation";
import classes from "./shell.module.css";
import type { ShellViewer } from "./viewer";

const ICON_SIZE = 18;

function TopLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink to={to} className={classes.topLink}>
      {children}
    </NavLink>
  );
}

// Menu.Target hands its trigger props (handlers, aria attributes, ref) to its child.
function MenuTargetButton({
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

function NavMenuItem({ item, badge }: { item: NavItem; badge?: ReactNode }) {
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

function NavMenu({
  label,
  children,
  onOpen,
}: {
  label: string;
  children: ReactNode;
  onOpen?: () => void;
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
        <MenuTargetButton label={label} />
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
      leftSection={
        <Avatar
          size={26}
          radius="xl"
          aria-hidden="true"
          src={artist.avatarKey ? imageUrl(artist.avatarKey, "avatar") : null}
          alt=""
          name={artist.name}
          color="teal"
        />
      }
    >
      {artist.name}
    </Menu.Item>
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

function AccountMenu({ viewer }: { viewer: ShellViewer }) {
  const label = useLabelWithUnread(`Account menu for ${viewer.name}`);
  return (
    <Menu
      position="bottom-end"
      offset={6}
      shadow="lg"
      width={240}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.accountButton} aria-label={label}>
          <UnreadCorner>
            {/* No initials: visible text must stay part of the button's accessible name. */}
            <Avatar
              size={32}
              radius="xl"
              src={viewer.avatarKey ? imageUrl(viewer.avatarKey, "avatar") : null}
              alt=""
              color="teal"
              aria-hidden
            />
          </UnreadCorner>
          <Text size="sm" fw={500} visibleFrom="lg" className={classes.accountName}>
            {viewer.name}
          </Text>
          <IconChevronDown size={14} stroke={2} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
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

/** The top bar's navigation from the md breakpoint up. */
export function DesktopNav({
  viewer,
  featured,
  onFeaturedOpen,
}: {
  viewer: ShellViewer | null;
  featured: FeaturedArtistsState;
  onFeaturedOpen: () => void;
}) {
  const signedIn = viewer !== null;
  return (
    <>
      <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="md">
        <TopLink to={PLANS.to}>{PLANS.label}</TopLink>
        <FeaturedMenu state={featured} onOpen={onFeaturedOpen} />
        <NavMenu label="For Artists and Curators">
          {visibleItems(ARTISTS_AND_CURATORS, signedIn).map((item) => (
            <NavMenuItem key={item.label} item={item} />
          ))}
        </NavMenu>
        <NavMenu label="Philanthropy">
          {PHILANTHROPY.map((item) => (
            <NavMenuItem key={item.label} item={item} />
          ))}
        </NavMenu>
        <TopLink to={ABOUT_US.to}>{ABOUT_US.label}</TopLink>
      </Group>
      <Group gap={6} wrap="nowrap" visibleFrom="md">
        {viewer ? (
          <AccountMenu viewer={viewer} />
        ) : (
          <>
            <Button component={Link} to={SIGN_IN.to} variant="subtle" color="dark" px="sm">
              {SIGN_IN.label}
            </Button>
            <Button component={Link} to={REGISTER.to} px="md">
              {REGISTER.label}
            </Button>
          </>
        )}
      </Group>
    </>
  );
}
