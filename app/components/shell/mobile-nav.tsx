import { Button, Divider, Drawer, Group, Stack, Text } from "@mantine/core";
import {
  IconExternalLink,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconStar,
  IconTag,
  IconUserPlus,
  type TablerIcon,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import type { FeaturedArtistsState } from "~/features/catalogue/ui";
import { navItemBadge } from "~/features/messaging/ui";
import { MemberAvatar } from "./member-avatar";
import {
  ABOUT_US,
  ARTISTS_AND_CURATORS,
  accountItems,
  EXTERNAL_LINK_PROPS,
  FEATURED_GALLERY,
  MOBILE_NAV_ID,
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

function DrawerLink({
  to,
  icon: Icon,
  external,
  badge,
  children,
}: {
  to: string;
  icon: TablerIcon;
  external?: boolean;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const content = (
    <>
      <Icon size={20} stroke={1.6} aria-hidden="true" className={classes.drawerIcon} />
      <span>{children}</span>
      {badge}
      {external ? (
        <IconExternalLink
          size={14}
          aria-label="opens in a new tab"
          className={classes.drawerIcon}
        />
      ) : null}
    </>
  );
  if (external) {
    return (
      <a href={to} {...EXTERNAL_LINK_PROPS} className={classes.drawerLink}>
        {content}
      </a>
    );
  }
  return (
    <NavLink to={to} end className={classes.drawerLink}>
      {content}
    </NavLink>
  );
}

function ItemLinks({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <DrawerLink
      key={item.label}
      to={item.to}
      icon={item.icon}
      external={item.external}
      badge={navItemBadge(item.to)}
    >
      {item.label}
    </DrawerLink>
  ));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="h3" className={classes.drawerHeading}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FeaturedArtistLinks({ state }: { state: FeaturedArtistsState }) {
  if (state.status === "idle" || state.status === "loading") {
    return (
      <Text size="sm" c="dimmed" px="sm" py={6}>
        Loading artists...
      </Text>
    );
  }
  const artists = state.status === "loaded" ? state.artists : [];
  if (artists.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="sm" py={6}>
        No featured artists available
      </Text>
    );
  }
  return artists.map((artist) => (
    <Link key={artist.id} to={`/profile/${artist.id}`} className={classes.drawerLink}>
      <MemberAvatar name={artist.name} avatarKey={artist.avatarKey} size={24} />
      <span>{artist.name}</span>
    </Link>
  ));
}

/** The collapsible menu below the md breakpoint, with the same entries as the top bar. */
export function MobileNav({
  opened,
  onClose,
  viewer,
  featured,
}: {
  opened: boolean;
  onClose: () => void;
  viewer: ShellViewer | null;
  featured: FeaturedArtistsState;
}) {
  const signedIn = viewer !== null;
  return (
    <Drawer
      id={MOBILE_NAV_ID}
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 22rem)"
      title="Menu"
      closeButtonProps={{ "aria-label": "Close navigation" }}
      hiddenFrom="md"
      classNames={{ title: classes.drawerTitle, body: classes.drawerBody }}
    >
      <Stack component="nav" aria-label="Main" gap="lg" pb="xl">
        {viewer ? (
          <Group gap="sm" wrap="nowrap" className={classes.drawerViewer}>
            <MemberAvatar name={viewer.name} avatarKey={viewer.avatarKey} size={40} />
            <div>
              <Text fw={600} size="sm">
                {viewer.name}
              </Text>
              {viewer.handle ? (
                <Text size="xs" c="dimmed">
                  @{viewer.handle}
                </Text>
              ) : null}
            </div>
          </Group>
        ) : (
          <Group grow gap="sm">
            <Button
              component={Link}
              to={SIGN_IN.to}
              variant="default"
              leftSection={<IconLogin size={18} aria-hidden="true" />}
            >
              {SIGN_IN.label}
            </Button>
            <Button
              component={Link}
              to={REGISTER.to}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              {REGISTER.label}
            </Button>
          </Group>
        )}

        <Stack gap={2}>
          <DrawerLink to={PLANS.to} icon={IconTag}>
            {PLANS.label}
          </DrawerLink>
          <DrawerLink to={ABOUT_US.to} icon={IconInfoCircle}>
            {ABOUT_US.label}
          </DrawerLink>
        </Stack>

        <Section title="Featured">
          <FeaturedArtistLinks state={featured} />
          <DrawerLink to={FEATURED_GALLERY.to} icon={IconStar}>
            {FEATURED_GALLERY.label}
          </DrawerLink>
        </Section>

        <Section title="For Artists and Curators">
          <ItemLinks items={visibleItems(ARTISTS_AND_CURATORS, signedIn)} />
        </Section>

        <Section title="Philanthropy">
          <ItemLinks items={PHILANTHROPY} />
        </Section>

        {viewer ? (
          <Section title="Your account">
            <ItemLinks items={accountItems(viewer.isAdmin)} />
            <Divider my="xs" />
            <Form method="post" action={SIGN_OUT_ACTION}>
              <Button
                type="submit"
                variant="light"
                color="red"
                fullWidth
                leftSection={<IconLogout size={18} aria-hidden="true" />}
              >
                Sign Out
              </Button>
            </Form>
          </Section>
        ) : null}
      </Stack>
    </Drawer>
  );
}
