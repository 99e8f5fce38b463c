import { hasControlCharacters } from "~/lib/text";

/** Any origin will do: a path is kept only if resolving it against this one stays here. */
const ORIGIN = "http://gallery.invalid";

/**
 * Only same-site paths may be a post-sign-in destination. The target is
 * resolved as a browser would (WHATWG URL), and its path, query and fragment
 * are kept only if they stay on this site when a browser resolves them again:
 * "/.//evil.example" resolves to the path "//evil.example", which a browser
 * would read as another host.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
) {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // Browsers drop tabs and line breaks from URLs and read "\" as "/", so
  // "/\t/evil.example" would become "//evil.example": refuse them outright.
  if (hasControlCharacters(target) || /[\t\n\r\\]/.test(target)) return fallback;
  const path = sameOriginPath(target);
  // The path we would answer must itself be a same-site path, not "//host".
  if (path === null || path.startsWith("//") || sameOriginPath(path) !== path) return fallback;
  return path;
}

/** The path, query and fragment `target` resolves to, or null when it leaves this site. */
function sameOriginPath(target: string) {
  let resolved: URL;
  try {
    resolved = new URL(target, ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== ORIGIN) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The sign-in URL that brings the visitor back to where they were. */
export function loginUrl(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`;
}
