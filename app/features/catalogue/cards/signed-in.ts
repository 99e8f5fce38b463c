import { createContext, useContext } from "react";

/**
 * Whether a member is signed in, for the hearts and Save buttons. The shell
 * provides it from the root loader's data, so cards read it without importing
 * the shell; outside a provider (an error page without that data) it is false.
 */
export const SignedInContext = createContext(false);

export function useSignedIn() {
  return useContext(SignedInContext);
}
