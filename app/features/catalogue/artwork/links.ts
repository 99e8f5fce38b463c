/** The addresses the artwork page links to. */

export const checkoutPath = (artworkId: string, type: "purchase" | "lease") =>
  `/checkout/${artworkId}?type=${type}`;

export const messagesPath = (uploaderId: string, artworkId: string) =>
  `/messages?to=${encodeURIComponent(uploaderId)}&artwork=${encodeURIComponent(artworkId)}`;

/** The sign-in page that comes back to `path` afterwards. */
export const signInThen = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`;
