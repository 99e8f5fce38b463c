/** Who may do what, from the viewer's user types. */
export function isAdmin(userTypes: readonly string[] | null | undefined) {
  return !!userTypes?.includes("admin");
}

/** Only same-site paths may be a post-sign-in destination. */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
) {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  ) {
    return fallback;
  }
  return target;
}

/** The sign-in URL that brings the visitor back to where they were. */
export function loginUrl(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`;
}
