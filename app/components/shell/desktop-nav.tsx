import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import type { FeaturedArtistsState } from "~/features/catalogue/ui";
import { deferredModule, useStandIns } from "~/lib/deferred-module";
import { DESKTOP_MEDIA } from "~/lib/media-queries";
import { ACCOUNT_MENU, AccountMenuButton, MenuTargetButton } from "./menu-triggers";
import {
  ABOUT_US,
  ARTISTS_AND_CURATORS,
  PHILANTHROPY,
  PLANS,
  REGISTER,
  SIGN_IN,
  visibleItems,
} from "./navigation";
import classes from "./shell.module.css";
import type { ShellViewer } from "./viewer";

// The menus (Mantine's Menu and floating-ui) arrive after the page; their buttons
// are on the page from the first paint and ask for them when used first.
const useNavMenus = deferredModule(() => import("./nav-menus"), {
  preloadWhen: () => window.matchMedia(DESKTOP_MEDIA).matches,
});

const FEATURED = "Featured";
const ARTISTS_AND_CURATORS_MENU = "For Artists and Curators";
const PHILANTHROPY_MENU = "Philanthropy";

function TopLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink to={to} className={classes.topLink}>
      {children}
    </NavLink>
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
  const [menus, requestMenus] = useNavMenus();
  const { standIn, replacement } = useStandIns(menus !== undefined, requestMenus);
  // A stand-in says what its menu button will: it opens a menu, closed for now.
  const menuStandIn = (name: string, onClick?: () => void) => ({
    ...standIn(name, onClick),
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
  });
  return (
    <>
      <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="md">
        <TopLink to={PLANS.to}>{PLANS.label}</TopLink>
        {menus ? (
          <>
            <menus.FeaturedMenu
              state={featured}
              onOpen={onFeaturedOpen}
              targetProps={replacement(FEATURED)}
            />
            <menus.NavMenu
              label={ARTISTS_AND_CURATORS_MENU}
              targetProps={replacement(ARTISTS_AND_CURATORS_MENU)}
            >
              {visibleItems(ARTISTS_AND_CURATORS, signedIn).map((item) => (
                <menus.NavMenuItem key={item.label} item={item} />
              ))}
            </menus.NavMenu>
            <menus.NavMenu label={PHILANTHROPY_MENU} targetProps={replacement(PHILANTHROPY_MENU)}>
              {PHILANTHROPY.map((item) => (
                <menus.NavMenuItem key={item.label} item={item} />
              ))}
            </menus.NavMenu>
          </>
        ) : (
          <>
            <MenuTargetButton label={FEATURED} {...menuStandIn(FEATURED, onFeaturedOpen)} />
            <MenuTargetButton
              label={ARTISTS_AND_CURATORS_MENU}
              {...menuStandIn(ARTISTS_AND_CURATORS_MENU)}
            />
            <MenuTargetButton label={PHILANTHROPY_MENU} {...menuStandIn(PHILANTHROPY_MENU)} />
          </>
        )}
        <TopLink to={ABOUT_US.to}>{ABOUT_US.label}</TopLink>
      </Group>
      <Group gap={6} wrap="nowrap" visibleFrom="md">
        {viewer && menus ? (
          <menus.AccountMenu viewer={viewer} targetProps={replacement(ACCOUNT_MENU)} />
        ) : viewer ? (
          <AccountMenuButton viewer={viewer} {...menuStandIn(ACCOUNT_MENU)} />
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
