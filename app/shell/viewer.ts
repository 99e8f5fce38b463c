import { displayName } from "~/lib/display-name";
import { useRootData } from "./root-data";

/** What the shell needs to know about the signed-in visitor. */
export type ShellViewer = {
  id: string;
  /** Full name, else handle. */
  name: string;
  handle: string | null;
  avatarKey: string | null;
  isAdmin: boolean;
};

export type ShellData = {
  viewer: ShellViewer | null;
  showTestWarning: boolean;
  contactEmail: string | null;
};

/**
 * The root loader's data as the shell uses it. Inside an error boundary the
 * root loader may not have run, so every field has a safe fallback.
 */
export function useShellData(): ShellData {
  const root = useRootData();
  const viewer = root?.viewer ?? null;
  return {
    viewer: viewer
      ? {
          id: viewer.id,
          name: displayName(viewer, viewer.handle),
          handle: viewer.handle || null,
          avatarKey: viewer.avatarKey,
          isAdmin: viewer.isAdmin,
        }
      : null,
    showTestWarning: root?.showTestWarning ?? false,
    contactEmail: root?.contactEmail ?? null,
  };
}
