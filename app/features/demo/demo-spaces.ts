import type { RoomKind } from "./art/rooms";

/** The demo curator, who owns the demo spaces (their plan, Artist, allows three). */
export const DEMO_CURATOR_EMAIL = "curator@demo.gallery";

export type DemoSpace = {
  /** Fixed, so a demo gallery's spaces have the same addresses on every seed. */
  id: string;
  room: RoomKind;
  name: string;
  description: string;
  type: "residential" | "commercial";
  /** The wall the photo shows, edge to edge (R-gallery-true-scale). */
  wall: { width: number; height: number; unit: "cm" | "ft" };
  /** The photo's size in pixels, in the wall's proportions. */
  photo: { width: number; height: number };
  createdDaysAgo: number;
  /** How many available demo works to save as the space's selection (0: none). */
  selection: number;
};

export const DEMO_SPACES: readonly DemoSpace[] = [
  {
    id: "5d1c6a0e-3f0b-4c1e-9a8e-0f6d2b7c4a11",
    room: "office",
    name: "Shaw Studio Office Wall",
    description:
      "The long wall behind the front desk of a design studio on 7th Street: cool daylight from the left, a desk and a tall plant.",
    type: "commercial",
    wall: { width: 400, height: 250, unit: "cm" },
    photo: { width: 1600, height: 1000 },
    createdDaysAgo: 40,
    selection: 0,
  },
  {
    id: "8b3e2f47-9c1d-4e6a-b5f0-7a2c9d4e1b22",
    room: "living-room",
    name: "Columbia Heights Living Room",
    description:
      "A client's living room: the wall above a blue sofa, warm light from a floor lamp, wooden floor.",
    type: "residential",
    wall: { width: 14, height: 9, unit: "ft" },
    photo: { width: 1400, height: 900 },
    createdDaysAgo: 12,
    selection: 3,
  },
];
