// The shapes of the demo's people, apart from their lists so both lists can use them.
import type { ArtworkMedium } from "~/features/catalogue";
import type { PaletteName } from "./art/palettes";

export type DemoRole = "admin" | "artist" | "curator" | "member";
export type DemoPlanName = "Free Tier" | "Supporter" | "Artist" | "Patron";

export type DemoPerson = {
  email: string;
  fullName: string;
  handle: string;
  role: DemoRole;
  plan: DemoPlanName;
  city: string;
  state: string;
  zipCode: string;
  /** Fictional numbers from the 555-01xx range. */
  phone: string;
  bio: string;
  instagramHandle?: string;
  palette: PaletteName;
  /** Shown in the sign-in table printed at start. */
  listed: boolean;
  invitationNote: string;
};

export type DemoArtist = DemoPerson & {
  role: "artist";
  /** The artist's practice; their works cycle through these mediums. */
  mediums: readonly ArtworkMedium[];
  styles: readonly string[];
  titles: readonly string[];
  /** Typical sale price range in dollars. */
  priceRange: readonly [number, number];
  unit: "in" | "cm" | "ft";
  /** Typical width and height range in `unit`, and depth for objects. */
  sizeRange: readonly [number, number];
  depthRange?: readonly [number, number];
  /** Where works were made besides the artist's home city. */
  inceptionPlaces: readonly string[];
  /** How likely each status badge is on this artist's works. */
  badges: {
    inGentrificationZone: number;
    receivedLoanGrant: number;
    isSpecialNeedsArtist: number;
    isSeekingLocation: number;
    manageOwnSales: number;
  };
  /** Works the artist presents for someone else (credited to them). */
  presentsFor?: { name: string; every: number };
};
