import { type ArtworkState, actorFor, refusal } from "~/features/catalogue";

/**
 * R-reveal-offered: why `viewerId` may not reveal the contact of the work in
 * `state`, or null when they may, as the lifecycle module answers
 * (R-artwork-lifecycle): only on an artist-managed work on offer while its
 * original artist still owns it, never to the owner. A visitor (null) is
 * answered as a member would be; the route asks them to sign in first.
 */
export function revealRefusal(state: ArtworkState, viewerId: string | null) {
  const actor = viewerId
    ? actorFor({ id: viewerId }, state)
    : ({ kind: "member", id: null } as const);
  switch (refusal("reveal-contact", actor, state)) {
    case null:
      return null;
    case "deleted":
      return "not-found" as const;
    case "not-offered":
      return "not-available" as const;
    case "not-artist-managed":
      return "not-offered" as const;
    case "sign-in":
      return "sign-in" as const;
    default:
      return "own-artwork" as const;
  }
}
