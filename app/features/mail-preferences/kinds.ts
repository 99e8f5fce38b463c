/**
 * The kinds of mail a member may refuse, each its own preference (the mail's
 * `kind` in the outbox). Receipts, sign-in codes, password resets,
 * invitations and other security or transactional mail are not here: they
 * always go and carry no unsubscribe link.
 */
export const REFUSABLE_MAIL_KINDS = [
  "message-notice",
  "lease-ending",
  "saved-search-alert",
  "favourite-alert",
] as const;

export type RefusableMailKind = (typeof REFUSABLE_MAIL_KINDS)[number];

/** Each kind in words: its switch's label and line, and what the unsubscribe page asks about. */
export const MAIL_KIND_TEXT: Record<
  RefusableMailKind,
  { label: string; description: string; these: string }
> = {
  "message-notice": {
    label: "Unread messages",
    description: "An e-mail when a message has waited unread for a while, one per conversation.",
    these: "e-mails about messages you haven't read yet",
  },
  "lease-ending": {
    label: "Lease reminders",
    description: "A reminder three days before a lease of one of your works ends.",
    these: "reminders that a lease of your work is ending",
  },
  "saved-search-alert": {
    label: "Saved-search alerts",
    description: "New works that match a search you saved.",
    these: "alerts about new works matching your saved searches",
  },
  "favourite-alert": {
    label: "Favourite alerts",
    description: "News about works you marked as favourites.",
    these: "alerts about works you marked as favourites",
  },
};

export function isRefusableMailKind(kind: string): kind is RefusableMailKind {
  return (REFUSABLE_MAIL_KINDS as readonly string[]).includes(kind);
}

/** The signed-in member's page with one switch per kind. */
export const MAIL_PREFERENCES_PATH = "/email-preferences";

/** The page a mail's List-Unsubscribe link opens; the token names the member and the kind. */
export function unsubscribePath(token: string) {
  return `/unsubscribe/${token}`;
}

/**
 * The addresses of one-click unsubscribe (a token is base64url). The HTTP
 * edge lets a POST to exactly these through from any site: a mail
 * provider's one-click request comes cross-origin and without cookies.
 */
export const UNSUBSCRIBE_PATH_PATTERN = /^\/unsubscribe\/[A-Za-z0-9_-]{1,200}$/;

export const MAIL_PREFERENCES_TEXT = {
  title: "E-mail Preferences",
  intro:
    "Choose which e-mails the gallery sends you. Receipts, sign-in codes, password resets and invitations always go.",
  save: "Save Preferences",
  saved: "Your e-mail preferences were saved.",
  askTitle: "Stop these e-mails?",
  confirm: "Unsubscribe",
  doneTitle: "You're unsubscribed",
  badTitle: "This unsubscribe link doesn't work",
  badLink:
    "The link is incomplete or was changed. Open it again from the e-mail, or choose your e-mails on your preferences page.",
  manage: "Manage all your e-mail preferences",
} as const;
