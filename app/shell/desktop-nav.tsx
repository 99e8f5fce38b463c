import type { CSSProperties, ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "~/components/button";
import type { FeaturedArtistsState } from "~/features/catalogue/shell";
import { AccountMenu, FeaturedMenu, NavMenu, NavMenuItem } from "./nav-menus";
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

// Sign in is a quiet link beside Register: narrower than a button.
const SIGN_IN_PADDING = { "--button-padding-x": "var(--spacing-sm)" } as CSSProperties;

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
  return (
    <>
      <nav aria-label="Main" className={`${classes.desktopNav} ${classes.fromMd}`}>
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
      </nav>
      <div className={`${classes.accountArea} ${classes.fromMd}`}>
        {viewer ? (
          <AccountMenu viewer={viewer} />
        ) : (
          <>
            <Button to={SIGN_IN.to} variant="subtle" color="dark" style={SIGN_IN_PADDING}>
              {SIGN_IN.label}
            </Button>
            <Button to={REGISTER.to}>{REGISTER.label}</Button>
          </>
        )}
      </div>
    </>
  );
}
