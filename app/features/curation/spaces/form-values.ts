import type { SpaceType, WallUnit } from "./schema";

/** What the space form holds while it is edited: every field as typed (R-space-form). */
export type SpaceFormValues = {
  name: string;
  type: SpaceType | "";
  description: string;
  wallWidth: string;
  wallHeight: string;
  wallUnit: WallUnit;
};

/** One of the member's own spaces as the edit form reads it, images in order. */
export type EditableSpace = {
  id: string;
  name: string;
  type: SpaceType;
  description: string;
  dimensions: { width?: number; height?: number; unit?: WallUnit } | null;
  images: { id: string; key: string; width: number; height: number }[];
};

export const NEW_SPACE_VALUES: SpaceFormValues = {
  name: "",
  type: "",
  description: "",
  wallWidth: "",
  wallHeight: "",
  wallUnit: "in",
};

export function editSpaceValues(space: EditableSpace): SpaceFormValues {
  const wall = space.dimensions;
  return {
    name: space.name,
    type: space.type,
    description: space.description,
    wallWidth: wall?.width != null ? String(wall.width) : "",
    wallHeight: wall?.height != null ? String(wall.height) : "",
    wallUnit: wall?.unit ?? "in",
  };
}
