import {
  IconBookmark,
  IconBrush,
  IconBuildingBank,
  IconCompass,
  IconHeartHandshake,
  IconLayoutDashboard,
  IconMail,
  IconMessage,
  IconPhoto,
  IconPhotoSearch,
  IconShieldLock,
  IconSparkles,
  IconUpload,
  IconUser,
  IconUsersGroup,
  type TablerIcon,
} from "@tabler/icons-react";

/**
 * The site's navigation, shared by the desktop menus, the mobile drawer and the
 * footer so that the three never drift apart.
 */
export interface NavItem {
  label: string;
  /** An in-app path, or an absolute URL when `external` is set. */
  to: string;
  icon: TablerIcon;
  /** Shown only to signed-in visitors. */
  signedInOnly?: boolean;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export const SITE_TITLE = "The Fair Trade Art Gallery";
export const HOME_PATH = "/";
export const MOBILE_NAV_ID = "mobile-navigation";

export const PLANS = { label: "Plans", to: "/subscribe" } as const;
export const ABOUT_US = { label: "About Us", to: "/about" } as const;
export const SIGN_IN = { label: "Sign In", to: "/login" } as const;
export const REGISTER = { label: "Register", to: "/register" } as const;
export const COMING_SOON_PATH = "/coming-soon";
export const FEATURED_GALLERY = { label: "Featured Gallery", to: COMING_SOON_PATH } as const;
export const FUNDRAISER_URL = "https://www.gofundme.com";

export const ARTISTS_AND_CURATORS: NavItem[] = [
  { label: "Upload Art", to: "/artist/artwork/upload", icon: IconUpload },
  { label: "My Artwork", to: "/artist/artwork", icon: IconBrush, signedInOnly: true },
  {
    label: "Credit builder loan application (coming soon)",
    to: COMING_SOON_PATH,
    icon: IconBuildingBank,
  },
  { label: "Browse Artwork", to: "/search", icon: IconPhotoSearch },
  { label: "Upload photos of your space", to: "/curator/spaces/upload", icon: IconPhoto },
  { label: "My Spaces", to: "/curator/spaces", icon: IconPhoto, signedInOnly: true },
  {
    label: "Crowd sourced curation (coming soon)",
    to: COMING_SOON_PATH,
    icon: IconUsersGroup,
  },
  { label: "Discovery Mode", to: "/discovery-mode", icon: IconCompass, signedInOnly: true },
];

export const PHILANTHROPY: NavItem[] = [
  {
    label: "Donate to our fundraiser",
    to: FUNDRAISER_URL,
    icon: IconHeartHandshake,
    external: true,
  },
  { label: "Volunteer (coming soon)", to: COMING_SOON_PATH, icon: IconSparkles },
];

export const ACCOUNT_LINKS: NavItem[] = [
  { label: "Dashboard", to: "/artist/dashboard", icon: IconLayoutDashboard },
  { label: "Profile", to: "/profile", icon: IconUser },
  { label: "Messages", to: "/messages", icon: IconMessage },
  { label: "Saved searches", to: "/saved-searches", icon: IconBookmark },
  { label: "E-mail Preferences", to: "/email-preferences", icon: IconMail },
];

export const ADMIN_LINK: NavItem = {
  label: "Admin",
  to: "/admin/dashboard",
  icon: IconShieldLock,
};

export const SIGN_OUT_ACTION = "/logout";

/** The items a visitor may see: signed-in-only entries are dropped for guests. */
export function visibleItems(items: NavItem[], signedIn: boolean) {
  return items.filter((item) => signedIn || !item.signedInOnly);
}

/** Account entries for a signed-in viewer, with the admin area only for admins. */
export function accountItems(isAdmin: boolean) {
  return isAdmin ? [...ACCOUNT_LINKS, ADMIN_LINK] : ACCOUNT_LINKS;
}

/** Attributes for a link to another site: new tab, no access to this window. */
export const EXTERNAL_LINK_PROPS = { target: "_blank", rel: "noopener noreferrer" } as const;
