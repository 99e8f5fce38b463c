import { Button, Group } from "@mantine/core";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import type { FeaturedArtistsState } from "~/features/catalogue/ui";
import { deferredModule } from "~/lib/deferred-module";
import {
  ACCOUNT_MENU,
  AccountMenuButton,
  MENU_NAME_ATTRIBUTE,
  MenuTargetButton,
} from "./menu-triggers";
import {
  ABOUT_US,
  ARTISTS_AND_CURATORS,
  DESKTOP_NAV_MEDIA,
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
  preloadWhen: () => window.matchMedia(DESKTOP_NAV_MEDIA).matches,
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

function triggerOf(name: string) {
  return document.querySelector<HTMLElement>(`[${MENU_NAME_ATTRIBUTE}="${name}"]`);
}

/**
 * The stand-ins' side of the swap: the stand-in that had focus hands it to its
 * menu's button, and a menu asked for before its code arrived is opened then, by
 * the same click on its button that would have opened it.
 */
function useMenuStandIns(ready: boolean, request: () => void) {
  const [asked, setAsked] = useState<string | null>(null);
  const handOff = useRef<string | null>(null);
  // One ref callback per menu, so React does not detach and attach them on every render.
  const refs = useRef(new Map<string, (element: HTMLButtonElement | null) => () => void>());
  useLayoutEffect(() => {
    const name = handOff.current;
    if (!ready || !name) return;
    handOff.current = null;
    triggerOf(name)?.focus();
  }, [ready]);
  useEffect(() => {
    if (!ready || !asked) return;
    setAsked(null);
    triggerOf(asked)?.click();
  }, [ready, asked]);
  const refFor = (name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      // The cleanup runs as the stand-in goes, while it still holds focus.
      ref = (element) => () => {
        if (element && element === document.activeElement) handOff.current = name;
      };
      refs.current.set(name, ref);
    }
    return ref;
  };
  return {
    standIn: (name: string, onAsk?: () => void) => ({
      [MENU_NAME_ATTRIBUTE]: name,
      "aria-haspopup": "menu" as const,
      "aria-expanded": false,
      ref: refFor(name),
      onClick: () => {
        setAsked(name);
        onAsk?.();
        request();
      },
    }),
  };
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
  const { standIn } = useMenuStandIns(menus !== undefined, requestMenus);
  return (
    <>
      <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="md">
        <TopLink to={PLANS.to}>{PLANS.label}</TopLink>
        {menus ? (
          <>
            <menus.FeaturedMenu state={featured} onOpen={onFeaturedOpen} />
            <menus.NavMenu label={ARTISTS_AND_CURATORS_MENU}>
              {visibleItems(ARTISTS_AND_CURATORS, signedIn).map((item) => (
                <menus.NavMenuItem key={item.label} item={item} />
              ))}
            </menus.NavMenu>
            <menus.NavMenu label={PHILANTHROPY_MENU}>
              {PHILANTHROPY.map((item) => (
                <menus.NavMenuItem key={item.label} item={item} />
              ))}
            </menus.NavMenu>
          </>
        ) : (
          <>
            <MenuTargetButton label={FEATURED} {...standIn(FEATURED, onFeaturedOpen)} />
            <MenuTargetButton
              label={ARTISTS_AND_CURATORS_MENU}
              {...standIn(ARTISTS_AND_CURATORS_MENU)}
            />
            <MenuTargetButton label={PHILANTHROPY_MENU} {...standIn(PHILANTHROPY_MENU)} />
          </>
        )}
        <TopLink to={ABOUT_US.to}>{ABOUT_US.label}</TopLink>
      </Group>
      <Group gap={6} wrap="nowrap" visibleFrom="md">
        {viewer && menus ? (
          <menus.AccountMenu viewer={viewer} />
        ) : viewer ? (
          <AccountMenuButton viewer={viewer} {...standIn(ACCOUNT_MENU)} />
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
