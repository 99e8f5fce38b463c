import { useRouteLoaderData } from "react-router";
// A type-only import: the shell reads the root loader's data without loading the root module.
import type { loader } from "~/root";

/** The root loader's data; undefined inside an error boundary where it may not have run. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
