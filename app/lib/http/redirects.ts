import { hasControlCharacters } from "~/lib/text";

/** Only same-site paths may be a post-sign-in destination. */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
) {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // Browsers drop tabs and line breaks from URLs, so "/\t/evil.example" would
  // become "//evil.example": resolve the path as a browser would and keep it
  // only if it stays on this site.
  const base = "http://gallery.invalid";
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base || hasControlCharacters(target) || /[\t\n\r\\]/.test(target)) {
    return fallback;
  }
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The sign-in URL that brings the visitor back to where they were. */
export function loginUrl(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`;
}
