import { IconPalette } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { unstyledButton } from "~/components/button";
import { useFeaturedArtists } from "~/features/catalogue/shell";
import { UnreadCorner, useLabelWithUnread } from "~/features/messaging/shell";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
import { HOME_PATH, MOBILE_NAV_ID, SITE_TITLE } from "./navigation";
import classes from "./shell.module.css";
import type { ShellViewer } from "./viewer";

function Brand() {
  return (
    <Link to={HOME_PATH} className={classes.brand}>
      <span className={classes.brandMark} aria-hidden="true">
        <IconPalette size={20} stroke={1.8} />
      </span>
      <span className={classes.brandTitle}>{SITE_TITLE}</span>
    </Link>
  );
}

export function SiteHeader({ viewer }: { viewer: ShellViewer | null }) {
  const [drawerOpened, setDrawerOpened] = useState(false);
  const featured = useFeaturedArtists();
  const { pathname } = useLocation();
  const openLabel = useLabelWithUnread("Open navigation");

  // Any navigation, by a drawer link or otherwise, leaves the drawer behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    setDrawerOpened(false);
  }, [pathname]);

  const openDrawer = () => {
    featured.request();
    setDrawerOpened(true);
  };

  return (
    <div className={`${classes.container} ${classes.headerRow}`}>
      <div className={classes.headerBar}>
        <Brand />
        <DesktopNav viewer={viewer} featured={featured.state} onFeaturedOpen={featured.request} />
        <UnreadCorner className={classes.belowMd}>
          <button
            type="button"
            className={`${unstyledButton} ${classes.burger}`}
            onClick={openDrawer}
            aria-label={openLabel}
            aria-expanded={drawerOpened}
            aria-controls={MOBILE_NAV_ID}
          >
            <span className={classes.burgerLines} data-opened={drawerOpened || undefined} />
          </button>
        </UnreadCorner>
      </div>
      <MobileNav
        opened={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        viewer={viewer}
        featured={featured.state}
      />
    </div>
  );
}
