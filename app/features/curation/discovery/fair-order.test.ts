import { describe, expect, it } from "vitest";
import { discoverySeed, FAIR_RUN, fairSlots, type OwnerShelf, totalWorks } from "./fair-order";

function everySlot(shelves: OwnerShelf[], seed: number) {
  return fairSlots(shelves, seed, 0, totalWorks(shelves));
}

/** A deterministic pseudo-random catalogue: `owners` owners, some starred, 1–`most` works each. */
function catalogue(owners: number, most: number, starredShare: number, salt: number): OwnerShelf[] {
  let state = salt * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: owners }, (_, i) => ({
    ownerId: `owner-${salt}-${i}`,
    works: 1 + Math.floor(next() * most),
    starred: next() < starredShare,
  }));
}

describe("the fair Discovery Mode order (R-discovery-order)", () => {
  it("shows every work exactly once", () => {
    const shelves = catalogue(30, 9, 0.4, 1);
    const slots = everySlot(shelves, 42);
    expect(slots).toHaveLength(totalWorks(shelves));
    const seen = new Set(slots.map((s) => `${s.ownerId}#${s.ordinal}`));
    expect(seen.size).toBe(slots.length);
    for (const shelf of shelves) {
      const ordinals = slots
        .filter((s) => s.ownerId === shelf.ownerId)
        .map((s) => s.ordinal)
        .sort((a, b) => a - b);
      expect(ordinals).toEqual(Array.from({ length: shelf.works }, (_, i) => i + 1));
    }
  });

  it("never shows an owner twice in five slides while other owners are waiting", () => {
    for (let salt = 1; salt <= 60; salt += 1) {
      const shelves = catalogue(2 + (salt % 12), 1 + (salt % 7), (salt % 5) / 4, salt);
      const slots = everySlot(shelves, salt * 7919);
      slots.forEach((slot, i) => {
        const j = slots.findIndex((later, k) => k > i && later.ownerId === slot.ownerId);
        if (j < 0) return;
        const waiting = new Set(
          slots
            .slice(i + 1)
            .map((s) => s.ownerId)
            .filter((owner) => owner !== slot.ownerId),
        );
        // Between two works of one owner stand four others, or every other owner still waiting.
        expect(j - i - 1, `catalogue ${salt}, slide ${i}`).toBeGreaterThanOrEqual(
          Math.min(FAIR_RUN - 1, waiting.size),
        );
      });
    }
  });

  it("puts every starred owner's works first while five or more starred owners take turns", () => {
    const shelves: OwnerShelf[] = [
      ...Array.from({ length: 6 }, (_, i) => ({ ownerId: `star-${i}`, works: 3, starred: true })),
      ...Array.from({ length: 10 }, (_, i) => ({
        ownerId: `plain-${i}`,
        works: 4,
        starred: false,
      })),
    ];
    const slots = everySlot(shelves, 7);
    const lastStarred = slots.map((s) => s.ownerId.startsWith("star")).lastIndexOf(true);
    expect(lastStarred).toBe(6 * 3 - 1);
  });

  it("lets the rest fill the gaps when few starred owners have many works", () => {
    const shelves: OwnerShelf[] = [
      { ownerId: "star", works: 4, starred: true },
      ...Array.from({ length: 12 }, (_, i) => ({
        ownerId: `plain-${i}`,
        works: 1,
        starred: false,
      })),
    ];
    const owners = everySlot(shelves, 3).map((s) => s.ownerId);
    // The starred owner leads and comes back as soon as four others have had their turn.
    expect(owners.flatMap((owner, i) => (owner === "star" ? [i] : []))).toEqual([0, 5, 10, 15]);
  });

  it("is the same for a member all day and differs for another member or day", () => {
    const shelves = catalogue(40, 5, 0.3, 9);
    const seed = discoverySeed("member-a", "2026-11-23");
    expect(discoverySeed("member-a", "2026-11-23")).toBe(seed);
    expect(everySlot(shelves, seed)).toEqual(everySlot(shelves, seed));
    const order = (s: number) => everySlot(shelves, s).map((slot) => slot.ownerId);
    expect(order(discoverySeed("member-b", "2026-11-23"))).not.toEqual(order(seed));
    expect(order(discoverySeed("member-a", "2026-11-24"))).not.toEqual(order(seed));
  });

  it("gives any page the same slots as the whole order does", () => {
    const shelves = catalogue(25, 8, 0.5, 4);
    const all = everySlot(shelves, 11);
    expect(fairSlots(shelves, 11, 20, 20)).toEqual(all.slice(20, 40));
    expect(fairSlots(shelves, 11, all.length - 3, 20)).toEqual(all.slice(-3));
    expect(fairSlots(shelves, 11, all.length + 5, 20)).toEqual([]);
  });

  it("has nothing to show for an empty catalogue", () => {
    expect(fairSlots([], 1, 0, 20)).toEqual([]);
    expect(fairSlots([{ ownerId: "a", works: 0, starred: true }], 1, 0, 20)).toEqual([]);
  });

  it("deals 100,000 works quickly enough to page on every request", () => {
    const shelves = Array.from({ length: 5000 }, (_, i) => ({
      ownerId: `owner-${i}`,
      works: 20,
      starred: i % 3 === 0,
    }));
    expect(fairSlots(shelves, 5, 99_990, 20)).toHaveLength(10);
  });
});
