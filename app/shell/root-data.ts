import { useRouteLoaderData } from "react-router";

/**
 * The part of the root loader's data that the shell reads. It is declared here,
 * and root.tsx checks its loader against it, so the shell does not import the root.
 */
export type ShellRootData = {
  viewer: {
    id: string;
    fullName: string | null;
    handle: string;
    avatarKey: string | null;
    isAdmin: boolean;
  } | null;
  showTestWarning: boolean;
  contactEmail: string;
};

/** The root loader's data; undefined inside an error boundary where it may not have run. */
export function useRootData() {
  return useRouteLoaderData<ShellRootData>("root");
}
