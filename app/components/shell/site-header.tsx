import { Group, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPalette } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useFeaturedArtists } from "~/features/catalogue/ui";
import { UnreadCorner, useLabelWithUnread } from "~/features/messaging/ui";
import { deferredModule } from "~/lib/deferred-module";
import { DESKTOP_MEDIA } from "~/lib/media-queries";
import { DesktopNav } from "./desktop-nav";
import { HOME_PATH, MOBILE_NAV_ID, SITE_TITLE } from "./navigation";
import classes from "./shell.module.css";
import type { ShellViewer } from "./viewer";

// The drawer (Mantine's Drawer and focus trap) arrives after the page, on a phone's width.
const useMobileNav = deferredModule(() => import("./mobile-nav"), {
  preloadWhen: () => !window.matchMedia(DESKTOP_MEDIA).matches,
  inPlaceOnArrival: true,
});

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
  const [drawerOpened, drawer] = useDisclosure(false);
  const featured = useFeaturedArtists();
  const { pathname } = useLocation();
  const openLabel = useLabelWithUnread("Open navigation");
  const [mobileNav, requestMobileNav] = useMobileNav();

  // Any navigation, by a drawer link or otherwise, leaves the drawer behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    drawer.close();
  }, [pathname]);

  const openDrawer = () => {
    featured.request();
    requestMobileNav();
    drawer.open();
  };

  return (
    <div className={`${classes.container} ${classes.headerRow}`}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Brand />
        <DesktopNav viewer={viewer} featured={featured.state} onFeaturedOpen={featured.request} />
        <UnreadCorner hiddenFrom="md">
          <UnstyledButton
            className={classes.burger}
            onClick={drawerOpened ? drawer.close : openDrawer}
            hiddenFrom="md"
            aria-label={drawerOpened ? "Close navigation" : openLabel}
            aria-expanded={drawerOpened}
            aria-controls={MOBILE_NAV_ID}
          >
            <span className={classes.burgerLines} data-opened={drawerOpened || undefined} />
          </UnstyledButton>
        </UnreadCorner>
      </Group>
      {mobileNav ? (
        <mobileNav.MobileNav
          opened={drawerOpened}
          onClose={drawer.close}
          viewer={viewer}
          featured={featured.state}
        />
      ) : null}
    </div>
  );
}
