/**
 * R-discovery-order: the order of Discovery Mode, a pure function of the
 * catalogue's owners and a seed (one per member and gallery day).
 *
 * Each owner's available works form a shelf; an owner is "starred" when their
 * profile has promotion stars. Within a tier (starred, then the rest) the
 * shelves are dealt round-robin: round r holds the r-th work of every owner
 * who has that many, owners always in the same seeded order, so two works of
 * one owner have every other owner still waiting between them. The two tiers
 * are then merged: the starred tier's next work comes first unless its owner
 * was among the last four shown, in which case the rest's next work (whose
 * owner never was, while five or more of the rest remain) fills the gap. So
 * starred works come as early as fairness allows, and no owner appears twice
 * in any five slides while other owners are waiting.
 *
 * Which of an owner's works is their r-th is decided by the same seed in SQL
 * (queries.server.ts), so only owners and counts are needed here.
 */

export type OwnerShelf = { ownerId: string; works: number; starred: boolean };

/** A slide's place: the `ordinal`-th (from 1) of the owner's works in the seeded order. */
export type Slot = { ownerId: string; ordinal: number };

/** No owner twice in any run of this many slides while others wait. */
export const FAIR_RUN = 5;

/** A 32-bit FNV-1a hash, mixed (murmur3's finaliser) so nearby inputs scatter. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The seed of one member's order on one gallery day: the same all day (Back
 * and Next stay put), another tomorrow and for everyone else. A positive
 * 31-bit number, so SQL can take it as an integer.
 */
export function discoverySeed(memberId: string, day: string): number {
  return hash32(`${memberId}|${day}`) & 0x7fffffff;
}

/** One tier dealt round-robin, lazily: each call to next() gives the following slot. */
function dealer(shelves: OwnerShelf[], seed: number) {
  let active = shelves
    .filter((shelf) => shelf.works > 0)
    .map((shelf) => ({ shelf, key: hash32(`${seed}|${shelf.ownerId}`) }))
    .sort((a, b) => a.key - b.key || (a.shelf.ownerId < b.shelf.ownerId ? -1 : 1))
    .map((entry) => entry.shelf);
  let round = 1;
  let index = 0;
  return {
    peek(): Slot | null {
      while (active.length > 0 && index >= active.length) {
        // The next round keeps the owners with a work left for it, in the same order.
        round += 1;
        index = 0;
        active = active.filter((shelf) => shelf.works >= round);
      }
      const shelf = active[index];
      return shelf ? { ownerId: shelf.ownerId, ordinal: round } : null;
    },
    take() {
      index += 1;
    },
  };
}

/**
 * The slots at positions [offset, offset + limit) of the order. Dealing is
 * linear in the position, a few milliseconds at 100,000 works.
 */
export function fairSlots(
  shelves: OwnerShelf[],
  seed: number,
  offset: number,
  limit: number,
): Slot[] {
  const starred = dealer(
    shelves.filter((shelf) => shelf.starred),
    seed,
  );
  const rest = dealer(
    shelves.filter((shelf) => !shelf.starred),
    seed,
  );
  const recent: string[] = [];
  const slots: Slot[] = [];
  for (let position = 0; position < offset + limit; position += 1) {
    const first = starred.peek();
    const second = rest.peek();
    let from = first ? starred : rest;
    // -1 for an owner not shown lately, else lower for longer ago.
    if (first && second && recent.lastIndexOf(second.ownerId) < recent.lastIndexOf(first.ownerId)) {
      from = rest;
    }
    const slot = from.peek();
    if (!slot) break;
    from.take();
    recent.push(slot.ownerId);
    if (recent.length >= FAIR_RUN) recent.shift();
    if (position >= offset) slots.push(slot);
  }
  return slots;
}

/** How many slides the order has: every available work once. */
export function totalWorks(shelves: OwnerShelf[]) {
  return shelves.reduce((sum, shelf) => sum + Math.max(0, shelf.works), 0);
}
