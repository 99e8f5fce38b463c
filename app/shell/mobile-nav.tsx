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
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import text from "~/components/text.module.css";
import type { FeaturedArtistsState } from "~/features/catalogue/shell";
import { navItemBadge } from "~/features/messaging/shell";
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
    <div className={classes.drawerSection}>
      <h3 className={classes.drawerHeading}>{title}</h3>
      {children}
    </div>
  );
}

function FeaturedArtistLinks({ state }: { state: FeaturedArtistsState }) {
  if (state.status === "idle" || state.status === "loading") {
    return <p className={`${text.sm} ${text.dimmed} ${classes.drawerNote}`}>Loading artists...</p>;
  }
  const artists = state.status === "loaded" ? state.artists : [];
  if (artists.length === 0) {
    return (
      <p className={`${text.sm} ${text.dimmed} ${classes.drawerNote}`}>
        No featured artists available
      </p>
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
    <Dialog
      id={MOBILE_NAV_ID}
      opened={opened}
      onClose={onClose}
      variant="drawer"
      title="Menu"
      closeLabel="Close navigation"
      className={classes.drawer}
    >
      <nav aria-label="Main" className={classes.drawerNav}>
        {viewer ? (
          <div className={classes.drawerViewer}>
            <MemberAvatar name={viewer.name} avatarKey={viewer.avatarKey} size={40} />
            <div>
              <p className={`${text.sm} ${text.strong} ${text.plain}`}>{viewer.name}</p>
              {viewer.handle ? (
                <p className={`${text.xs} ${text.dimmed} ${text.plain}`}>@{viewer.handle}</p>
              ) : null}
            </div>
          </div>
        ) : (
          <div className={classes.drawerAuth}>
            <Button
              to={SIGN_IN.to}
              variant="default"
              leftSection={<IconLogin size={18} aria-hidden="true" />}
            >
              {SIGN_IN.label}
            </Button>
            <Button to={REGISTER.to} leftSection={<IconUserPlus size={18} aria-hidden="true" />}>
              {REGISTER.label}
            </Button>
          </div>
        )}

        <div className={classes.drawerSection}>
          <DrawerLink to={PLANS.to} icon={IconTag}>
            {PLANS.label}
          </DrawerLink>
          <DrawerLink to={ABOUT_US.to} icon={IconInfoCircle}>
            {ABOUT_US.label}
          </DrawerLink>
        </div>

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
            <hr className={classes.drawerRule} />
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
      </nav>
    </Dialog>
  );
}
