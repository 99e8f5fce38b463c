import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACTOR_KINDS,
  type Actor,
  type ArtworkLifeFacts,
  actorFor,
  allowed,
  allowedActions,
  artworkState,
  type LeaseHold,
  LIFECYCLE_ACTIONS,
  leasesEnd,
  refusal,
} from "./lifecycle";

const TODAY = "2026-06-10";
const ARTIST = "artist";
const COLLECTOR = "collector";
const LESSEE = "lessee";
const MEMBER = "member";

const listed: ArtworkLifeFacts = {
  ownerId: ARTIST,
  artistId: ARTIST,
  isAvailable: true,
  manageOwnSales: true,
  sold: false,
  recorded: true,
  salePriceCents: 110000,
  leaseDailyRateCents: 500,
  leaseWeeklyRateCents: null,
  leaseMonthlyRateCents: null,
  leases: [],
};
const upcoming: LeaseHold = { lesseeId: LESSEE, startDate: "2026-06-17", endDate: "2026-09-15" };
const active: LeaseHold = { lesseeId: LESSEE, startDate: "2026-06-01", endDate: "2026-07-01" };
const ended: LeaseHold = { lesseeId: LESSEE, startDate: "2026-05-01", endDate: "2026-06-10" };
/** Bought by the collector, who offers it again. */
const resold: ArtworkLifeFacts = {
  ...listed,
  ownerId: COLLECTOR,
  sold: true,
  manageOwnSales: false,
};

const state = (facts: ArtworkLifeFacts | null) => artworkState(facts, TODAY);
const as = (id: string | null, facts: ArtworkLifeFacts | null, isAdmin = false) => {
  const s = state(facts);
  return { actor: actorFor(id ? { id, isAdmin } : null, s), state: s };
};

describe("the state of a work", () => {
  it("is listed, withdrawn, offered for resale or owned, from the sale and the offer", () => {
    const phase = (facts: ArtworkLifeFacts) => {
      const s = state(facts);
      return s.deleted ? "deleted" : s.phase;
    };
    expect(phase(listed)).toBe("listed");
    expect(phase({ ...listed, isAvailable: false })).toBe("withdrawn");
    expect(phase(resold)).toBe("offered-for-resale");
    expect(phase({ ...resold, isAvailable: false })).toBe("owned");
    expect(state(null)).toEqual({ deleted: true });
  });
  it("holds active and upcoming leases, not ended ones (the end date is exclusive)", () => {
    const s = state({ ...listed, leases: [upcoming, ended, active] });
    expect(s.deleted ? [] : s.leases.map((lease) => [lease.startDate, lease.active])).toEqual([
      ["2026-06-01", true],
      ["2026-06-17", false],
    ]);
    expect(leasesEnd(s)).toBe("2026-09-15");
    expect(leasesEnd(state({ ...listed, leases: [ended] }))).toBeNull();
  });
  it("names who the viewer is: owner first, then lessee, artist, admin, member, visitor", () => {
    const leased = { ...resold, leases: [upcoming] };
    expect(as(ARTIST, listed).actor.kind).toBe("artist-owner");
    expect(as(COLLECTOR, leased).actor.kind).toBe("collector");
    expect(as(LESSEE, leased).actor.kind).toBe("lessee");
    expect(as(ARTIST, leased).actor.kind).toBe("artist");
    expect(as(MEMBER, leased, true).actor.kind).toBe("admin");
    expect(as(MEMBER, leased).actor.kind).toBe("member");
    expect(as(null, leased).actor.kind).toBe("visitor");
  });
});

describe("ADR 0016's table, row by row", () => {
  it("edit facts: the artist before the first sale, nobody after", () => {
    expect(refusal("edit-facts", ...pair(as(ARTIST, listed)))).toBeNull();
    expect(refusal("edit-facts", ...pair(as(ARTIST, { ...listed, leases: [active] })))).toBeNull();
    // A work the artist bought back is still sold.
    const boughtBack = { ...resold, ownerId: ARTIST };
    expect(refusal("edit-facts", ...pair(as(ARTIST, boughtBack)))).toBe("sold");
    expect(refusal("edit-facts", ...pair(as(COLLECTOR, resold)))).toBe("not-yours");
    expect(refusal("edit-facts", ...pair(as(ARTIST, resold)))).toBe("not-yours");
    expect(refusal("edit-facts", ...pair(as(MEMBER, listed, true)))).toBe("not-yours");
  });
  it("edit offer, list and withdraw: the current owner only, a lease or not", () => {
    for (const action of ["edit-offer", "list", "withdraw"] as const) {
      expect(allowed(action, ...pair(as(ARTIST, { ...listed, leases: [upcoming] })))).toBe(true);
      expect(allowed(action, ...pair(as(COLLECTOR, { ...resold, isAvailable: false })))).toBe(true);
      expect(refusal(action, ...pair(as(ARTIST, resold)))).toBe("not-yours");
      expect(refusal(action, ...pair(as(LESSEE, { ...listed, leases: [active] })))).toBe(
        "not-yours",
      );
      expect(refusal(action, ...pair(as(null, listed)))).toBe("sign-in");
    }
  });
  it("lease: others, while it is offered with a lease rate", () => {
    expect(allowed("lease", ...pair(as(MEMBER, listed)))).toBe(true);
    expect(allowed("lease", ...pair(as(MEMBER, { ...listed, leases: [active] })))).toBe(true);
    expect(allowed("lease", ...pair(as(ARTIST, resold)))).toBe(true);
    expect(refusal("lease", ...pair(as(ARTIST, listed)))).toBe("not-yours");
    expect(refusal("lease", ...pair(as(MEMBER, { ...listed, isAvailable: false })))).toBe(
      "not-offered",
    );
    expect(refusal("lease", ...pair(as(MEMBER, { ...listed, leaseDailyRateCents: null })))).toBe(
      "no-lease-rate",
    );
  });
  it("extend: the lessee of an active lease, while it is offered with a lease rate", () => {
    expect(allowed("extend", ...pair(as(LESSEE, { ...listed, leases: [active] })))).toBe(true);
    expect(refusal("extend", ...pair(as(LESSEE, { ...listed, leases: [upcoming] })))).toBe(
      "no-active-lease",
    );
    expect(
      refusal("extend", ...pair(as(LESSEE, { ...listed, isAvailable: false, leases: [active] }))),
    ).toBe("not-offered");
    // An extension is a lease: without a lease rate there is nothing to pay it at.
    expect(
      refusal(
        "extend",
        ...pair(as(LESSEE, { ...listed, leaseDailyRateCents: null, leases: [active] })),
      ),
    ).toBe("no-lease-rate");
    expect(refusal("extend", ...pair(as(MEMBER, { ...listed, leases: [active] })))).toBe(
      "not-yours",
    );
  });
  it("buy: offered and priced; on lease, only the lessee", () => {
    expect(allowed("buy", ...pair(as(MEMBER, listed)))).toBe(true);
    expect(refusal("buy", ...pair(as(MEMBER, { ...listed, leases: [upcoming] })))).toBe(
      "leased-to-other",
    );
    expect(allowed("buy", ...pair(as(LESSEE, { ...listed, leases: [active, upcoming] })))).toBe(
      true,
    );
    const another = {
      ...upcoming,
      lesseeId: "another",
      startDate: "2026-09-15",
      endDate: "2026-10-01",
    };
    expect(refusal("buy", ...pair(as(LESSEE, { ...listed, leases: [active, another] })))).toBe(
      "leased-to-other",
    );
    expect(refusal("buy", ...pair(as(MEMBER, { ...listed, salePriceCents: null })))).toBe(
      "no-sale-price",
    );
    expect(refusal("buy", ...pair(as(MEMBER, { ...resold, isAvailable: false })))).toBe(
      "not-offered",
    );
    expect(refusal("buy", ...pair(as(COLLECTOR, resold)))).toBe("not-yours");
    expect(refusal("buy", ...pair(as(null, listed)))).toBe("sign-in");
  });
  it("resell: the collector who bought it", () => {
    expect(allowed("resell", ...pair(as(COLLECTOR, { ...resold, isAvailable: false })))).toBe(true);
    expect(refusal("resell", ...pair(as(ARTIST, listed)))).toBe("not-yours");
    expect(refusal("resell", ...pair(as(MEMBER, resold)))).toBe("not-yours");
  });
  it("delete: the artist, never once sold, never over a paid active or upcoming lease", () => {
    expect(allowed("delete", ...pair(as(ARTIST, listed)))).toBe(true);
    expect(allowed("delete", ...pair(as(ARTIST, { ...listed, leases: [ended] })))).toBe(true);
    expect(refusal("delete", ...pair(as(ARTIST, { ...listed, leases: [upcoming] })))).toBe(
      "leased",
    );
    expect(refusal("delete", ...pair(as(ARTIST, { ...listed, leases: [active] })))).toBe("leased");
    expect(refusal("delete", ...pair(as(ARTIST, { ...resold, ownerId: ARTIST })))).toBe("sold");
    expect(refusal("delete", ...pair(as(COLLECTOR, resold)))).toBe("not-yours");
  });
  it("reveal the contact: others, on an artist-managed work the artist still owns", () => {
    expect(allowed("reveal-contact", ...pair(as(MEMBER, listed)))).toBe(true);
    expect(
      refusal("reveal-contact", ...pair(as(MEMBER, { ...listed, manageOwnSales: false }))),
    ).toBe("not-artist-managed");
    expect(
      refusal("reveal-contact", ...pair(as(MEMBER, { ...resold, manageOwnSales: true }))),
    ).toBe("not-artist-managed");
    expect(refusal("reveal-contact", ...pair(as(ARTIST, listed)))).toBe("not-yours");
  });
  it("download the certificate: the current owner", () => {
    expect(allowed("download-certificate", ...pair(as(ARTIST, listed)))).toBe(true);
    expect(allowed("download-certificate", ...pair(as(COLLECTOR, resold)))).toBe(true);
    expect(refusal("download-certificate", ...pair(as(ARTIST, resold)))).toBe("not-yours");
    // A certificate states what the provenance recorded: with nothing recorded, none.
    expect(
      refusal("download-certificate", ...pair(as(ARTIST, { ...listed, recorded: false }))),
    ).toBe("not-recorded");
  });
  it("nothing on a deleted work", () => {
    expect(allowedActions(...pair(as(ARTIST, null)))).toEqual(new Set());
  });
});

function pair({ actor, state: s }: { actor: Actor; state: ReturnType<typeof state> }) {
  return [actor, s] as const;
}

// Random works and viewers among a few members, so owners, artists and lessees coincide often.
const PEOPLE = [ARTIST, COLLECTOR, LESSEE, MEMBER, "another"] as const;
const day = fc
  .integer({ min: 0, max: 60 })
  .map((n) => new Date(Date.UTC(2026, 4, 20 + n)).toISOString().slice(0, 10));
const lease = fc
  .tuple(fc.constantFrom<string | null>(...PEOPLE, null), day, fc.integer({ min: 1, max: 40 }))
  .map(([lesseeId, startDate, days]): LeaseHold => {
    const end = new Date(`${startDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + days);
    return { lesseeId, startDate, endDate: end.toISOString().slice(0, 10) };
  });
const cents = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
const facts: fc.Arbitrary<ArtworkLifeFacts> = fc.record({
  ownerId: fc.constantFrom(...PEOPLE),
  artistId: fc.constantFrom<string | null>(...PEOPLE, null),
  isAvailable: fc.boolean(),
  manageOwnSales: fc.boolean(),
  sold: fc.boolean(),
  recorded: fc.boolean(),
  salePriceCents: cents,
  leaseDailyRateCents: cents,
  leaseWeeklyRateCents: cents,
  leaseMonthlyRateCents: cents,
  leases: fc.array(lease, { maxLength: 3 }),
});
const viewer = fc.option(fc.record({ id: fc.constantFrom(...PEOPLE), isAdmin: fc.boolean() }), {
  nil: null,
});
const action = fc.constantFrom(...LIFECYCLE_ACTIONS);

describe("invariants over random works and viewers", () => {
  const check = (
    property: (
      f: ArtworkLifeFacts,
      v: typeof viewer extends fc.Arbitrary<infer V> ? V : never,
    ) => void,
  ) => fc.assert(fc.property(facts, viewer, property), { numRuns: 2000 });

  it("nobody edits the facts of a work after its first sale", () => {
    check((f, v) => {
      const s = state({ ...f, sold: true });
      expect(allowed("edit-facts", actorFor(v, s), s)).toBe(false);
    });
  });
  it("only the current owner edits the offer, lists, withdraws or downloads the certificate", () => {
    check((f, v) => {
      const s = state(f);
      for (const a of ["edit-offer", "list", "withdraw", "download-certificate"] as const) {
        if (allowed(a, actorFor(v, s), s)) expect(v?.id).toBe(f.ownerId);
      }
    });
  });
  it("nobody buys or leases their own work, and a visitor does nothing", () => {
    check((f, v) => {
      const s = state(f);
      const actor = actorFor(v, s);
      if (v?.id === f.ownerId) {
        expect(allowed("buy", actor, s)).toBe(false);
        expect(allowed("lease", actor, s)).toBe(false);
      }
      if (!v) expect(allowedActions(actor, s).size).toBe(0);
    });
  });
  it("nobody but its lessee buys a work on an active or upcoming lease", () => {
    check((f, v) => {
      const s = state(f);
      if (s.deleted || !allowed("buy", actorFor(v, s), s)) return;
      for (const held of s.leases) expect(held.lesseeId).toBe(v?.id);
    });
  });
  it("a sold work is never deleted, nor one on a paid active or upcoming lease", () => {
    check((f, v) => {
      const s = state(f);
      if (s.deleted || !allowed("delete", actorFor(v, s), s)) return;
      expect(f.sold).toBe(false);
      expect(s.leases).toEqual([]);
      expect(v?.id).toBe(f.ownerId);
    });
  });
  it("nothing is done to a deleted work, and every action has a verdict", () => {
    fc.assert(
      fc.property(facts, viewer, action, (f, v, a) => {
        const s = state(f);
        const actor = actorFor(v, s);
        expect(ACTOR_KINDS).toContain(actor.kind);
        expect(allowed(a, actor, s)).toBe(refusal(a, actor, s) === null);
        expect(allowed(a, actorFor(v, state(null)), state(null))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
