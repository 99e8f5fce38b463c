import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * The per-request nonce of the Content-Security-Policy. The server makes it
 * (server/edge.ts), hands it to the render through the load context, and the
 * server entry puts it in this React context for inline scripts outside React
 * Router's own (which read it from <ServerRouter nonce>).
 */
export const nonceContext = createContext<string>("");

const NonceContext = createReactContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The nonce while rendering on the server; undefined in the browser, which hides it anyway. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
