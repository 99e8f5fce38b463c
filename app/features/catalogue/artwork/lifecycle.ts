import { mayManageItem } from "~/features/owned-items";
import { hasLeaseRate, type Pricing, positive } from "./artwork-facts";

/**
 * R-artwork-lifecycle (ADR 0016): a work's state, who someone is to it, and
 * one table of what each of them may do in each state. Pure: the callers read
 * the facts from the database and re-check the same conditions in their writes.
 */

export const LIFECYCLE_ACTIONS = [
  "edit-facts",
  "edit-offer",
  "list",
  "withdraw",
  "lease",
  "extend",
  "buy",
  "resell",
  "delete",
  "reveal-contact",
  "download-certificate",
] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

export const ACTOR_KINDS = [
  "artist-owner",
  "collector",
  "artist",
  "lessee",
  "member",
  "admin",
  "visitor",
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** A completed lease of the work; the end date is exclusive (R-lease-end). */
export type LeaseHold = { lesseeId: string | null; startDate: string; endDate: string };

/** What the database knows of a work, as the lifecycle needs it. */
export type ArtworkLifeFacts = Pricing & {
  ownerId: string;
  /** The original artist's account; null once it is gone. */
  artistId: string | null;
  isAvailable: boolean;
  manageOwnSales: boolean;
  /** Whether it has ever been bought (a purchase entry in its provenance). */
  sold: boolean;
  /** Whether its provenance records anything: what a certificate states (R-provenance-chain). */
  recorded: boolean;
  leases: readonly LeaseHold[];
  /**
   * R-offer-reservation (ADR 0026): the member an accepted offer reserves the
   * work for, while the reservation holds; nobody else buys or leases it then.
   */
  reservedFor?: string | null;
};

export type ArtworkPhase = "listed" | "withdrawn" | "offered-for-resale" | "owned";

/** A lease that still holds the work, as of the day the state was derived. */
export type HeldLease = LeaseHold & { active: boolean };

export type ArtworkState =
  | { deleted: true }
  | {
      deleted: false;
      phase: ArtworkPhase;
      ownerId: string;
      artistId: string | null;
      sold: boolean;
      recorded: boolean;
      offered: boolean;
      forSale: boolean;
      forLease: boolean;
      /** Artist-managed sales, while the artist still owns it (R-reveal-offered). */
      artistManaged: boolean;
      /** Active and upcoming leases, earliest first. */
      leases: readonly HeldLease[];
      /** The member an accepted offer reserves it for, or null. */
      reservedFor: string | null;
    };

/** The state of a work (null: deleted) on `today`, the gallery's date (YYYY-MM-DD). */
export function artworkState(facts: ArtworkLifeFacts | null, today: string): ArtworkState {
  if (!facts) return { deleted: true };
  const offered = facts.isAvailable;
  const leases = facts.leases
    .filter((lease) => lease.endDate > today)
    .map((lease) => ({ ...lease, active: lease.startDate <= today }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return {
    deleted: false,
    phase: facts.sold
      ? offered
        ? "offered-for-resale"
        : "owned"
      : offered
        ? "listed"
        : "withdrawn",
    ownerId: facts.ownerId,
    artistId: facts.artistId,
    sold: facts.sold,
    recorded: facts.recorded,
    offered,
    forSale: positive(facts.salePriceCents),
    forLease: hasLeaseRate(facts),
    artistManaged:
      facts.manageOwnSales && facts.artistId !== null && facts.artistId === facts.ownerId,
    leases,
    reservedFor: facts.reservedFor ?? null,
  };
}

export type Viewer = { id: string; isAdmin?: boolean } | null;
export type Actor = { kind: ActorKind; id: string | null };

/** Who the viewer is to the work: the owner first, then a lessee, the artist, an admin, a member. */
export function actorFor(viewer: Viewer, state: ArtworkState): Actor {
  if (!viewer) return { kind: "visitor", id: null };
  const kind = ((): ActorKind => {
    if (state.deleted) return viewer.isAdmin ? "admin" : "member";
    // The owner's kinds; what each may do is this table's, on top of the shared rule.
    if (mayManageItem(viewer.id, state.ownerId)) {
      return state.artistId === viewer.id ? "artist-owner" : "collector";
    }
    if (state.leases.some((lease) => lease.lesseeId === viewer.id)) return "lessee";
    if (viewer.id === state.artistId) return "artist";
    return viewer.isAdmin ? "admin" : "member";
  })();
  return { kind, id: viewer.id };
}

export type LifecycleRefusal =
  | "deleted"
  | "sign-in"
  | "not-yours"
  | "sold"
  | "leased"
  | "not-offered"
  | "no-sale-price"
  | "no-lease-rate"
  | "leased-to-other"
  | "no-active-lease"
  | "not-resale"
  | "not-artist-managed"
  | "not-recorded"
  | "reserved";

type LiveState = Extract<ArtworkState, { deleted: false }>;
/** One cell of the table: why the actor may not, in this state, or null when they may. */
type Rule = (state: LiveState, actor: Actor) => LifecycleRefusal | null;

const yes: Rule = () => null;

/** Before the first sale only: the facts are the artist's and frozen from then on. */
const beforeFirstSale: Rule = (state) => (state.sold ? "sold" : null);

/** Never sold, and no paid lease still to be used: nobody's paid days are taken. */
const deletable: Rule = (state) => {
  if (state.sold) return "sold";
  if (state.leases.length > 0) return "leased";
  return null;
};

/** Held for another member at an accepted offer's price (R-offer-reservation). */
const reservedForOther = (state: LiveState, actor: Actor) =>
  state.reservedFor !== null && state.reservedFor !== actor.id;

const leasable: Rule = (state, actor) => {
  if (!state.offered) return "not-offered";
  if (reservedForOther(state, actor)) return "reserved";
  if (!state.forLease) return "no-lease-rate";
  return null;
};

/** Bought only while offered and priced, and not from under another member's lease. */
const buyable: Rule = (state, actor) => {
  if (!state.offered) return "not-offered";
  if (!state.forSale) return "no-sale-price";
  if (state.leases.some((lease) => lease.lesseeId !== actor.id)) return "leased-to-other";
  if (reservedForOther(state, actor)) return "reserved";
  return null;
};

/** An extension is a lease from the active one's end: on offer, at the work's lease rate. */
const extendable: Rule = (state, actor) => {
  if (!state.leases.some((lease) => lease.active && lease.lesseeId === actor.id)) {
    return "no-active-lease";
  }
  return leasable(state, actor);
};

const revealable: Rule = (state) => {
  if (!state.offered) return "not-offered";
  return state.artistManaged ? null : "not-artist-managed";
};

/** A collector who bought it offers it again; the artist lists it through the editor. */
const resellable: Rule = (state) => (state.sold ? null : "not-resale");

/** A certificate states the facts the provenance chain recorded; with none, there is nothing to certify. */
const certifiable: Rule = (state) => (state.recorded ? null : "not-recorded");

const buyer = { lease: leasable, buy: buyable, "reveal-contact": revealable };

/**
 * ADR 0016's table: per action, per actor, the rule. An actor missing from a
 * row may not (`not-yours`; a visitor is asked to sign in).
 */
export const LIFECYCLE_TABLE: Record<LifecycleAction, Partial<Record<ActorKind, Rule>>> = {
  "edit-facts": { "artist-owner": beforeFirstSale },
  "edit-offer": { "artist-owner": yes, collector: yes },
  list: { "artist-owner": yes, collector: yes },
  // Withdrawing keeps every paid lease: it only stops new sales, leases and extensions.
  withdraw: { "artist-owner": yes, collector: yes },
  lease: { artist: buyer.lease, lessee: buyer.lease, member: buyer.lease, admin: buyer.lease },
  extend: { lessee: extendable },
  buy: { artist: buyer.buy, lessee: buyer.buy, member: buyer.buy, admin: buyer.buy },
  resell: { collector: resellable },
  delete: { "artist-owner": deletable },
  "reveal-contact": {
    lessee: buyer["reveal-contact"],
    member: buyer["reveal-contact"],
    admin: buyer["reveal-contact"],
  },
  "download-certificate": { "artist-owner": certifiable, collector: certifiable },
};

/** Why `actor` may not do `action` to the work in `state`, or null when they may. */
export function refusal(
  action: LifecycleAction,
  actor: Actor,
  state: ArtworkState,
): LifecycleRefusal | null {
  if (state.deleted) return "deleted";
  const rule = LIFECYCLE_TABLE[action][actor.kind];
  if (!rule) return actor.kind === "visitor" ? "sign-in" : "not-yours";
  return rule(state, actor);
}

export function allowed(action: LifecycleAction, actor: Actor, state: ArtworkState): boolean {
  return refusal(action, actor, state) === null;
}

/** Every action the actor may take now: what a page offers. */
export function allowedActions(actor: Actor, state: ArtworkState): Set<LifecycleAction> {
  return new Set(LIFECYCLE_ACTIONS.filter((action) => allowed(action, actor, state)));
}

/** The exclusive end of the last lease that holds the work (R-lease-end), or null when none does. */
export function leasesEnd(state: ArtworkState): string | null {
  if (state.deleted || state.leases.length === 0) return null;
  return state.leases.reduce((last, lease) => (lease.endDate > last ? lease.endDate : last), "");
}
