/**
 * The best set of suggestions (R-suggestions-knapsack): the items with the
 * highest total value whose costs add up to at most the capacity, with at most
 * `maxItems` items and at most `groupCap` items of one group (one artist,
 * R-suggestions-artist-cap). Exact, by dynamic programming over whole cost
 * units; pure and deterministic (the same items give the same set, whatever
 * order they come in).
 *
 * The table is dp[k][b]: the best value of exactly k items costing exactly b,
 * -Infinity where no such set exists. Costing "exactly b" lets a step touch
 * only the costs reachable so far. Each step remembers which cells the item
 * improved in a bitset (one bit per cell), from which the set is read back.
 *
 * The cap per group is exact too. A group with at most `groupCap` items can
 * never break it, so its items are ordinary steps. A larger group is processed
 * in layers: while its items are added, table L[j] holds the sets that took j
 * of them (j ≤ cap), L[0] being the table before the group; at the group's
 * end the layers merge into one table, remembering which layer each cell
 * came from.
 */

export type KnapsackItem = {
  /** Unique; the final tiebreak, so the result never depends on input order. */
  id: string;
  /** Items of one group count together against `groupCap`. */
  group: string;
  /** Whole cost units (dollars), at least 0. */
  cost: number;
  /** Whole value units, at least 0: integers keep sums and ties exact. */
  value: number;
};

export type KnapsackLimits = {
  /** Whole cost units the set may cost at most. */
  capacity: number;
  maxItems: number;
  /** At most this many items of one group (at least 1). */
  groupCap: number;
  /** The table's size limit; MAX_TABLE_CELLS unless a test wants a smaller one. */
  maxCells?: number;
};

/**
 * Bounds on one request's work and memory. Above either, the cost unit grows
 * (costs rounded up, the capacity down): a coarser unit can miss the optimum
 * by a little but never exceeds the capacity. MAX_TABLE_CELLS bounds the steps
 * (items × counts × costs: about a tenth of a second on a busy small
 * machine), MAX_TABLE_INTS the value tables (counts × costs × layers, 16 MB).
 * Ordinary requests stay exact: the capacity is first cut to what N pieces can
 * cost at most and to the costs' common divisor, dominated works are dropped,
 * and a budget above the N dearest candidates needs no table at all.
 */
export const MAX_TABLE_CELLS = 40_000_000;
export const MAX_TABLE_INTS = 4_000_000;

/**
 * The table holds 32-bit integers (half the memory and faster than floats).
 * Unreachable cells start far below zero: adding at most 63 values of at most
 * MAX_VALUE to one keeps it below zero, so it never beats a real set.
 */
export const MAX_VALUE = 2 ** 24;
const MAX_ITEMS = 63;
const UNREACHABLE = -(2 ** 30);

/** R-suggestions-artist-cap: 2 per artist, unless too few artists match to fill the set. */
export function artistCap(maxItems: number, groups: number): number {
  if (groups <= 0) return maxItems;
  return Math.max(2, Math.ceil(maxItems / groups));
}

/** A stable order: by id. */
function byId(a: KnapsackItem, b: KnapsackItem) {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The best set of items; its order is by value, highest first, then id. */
export function bestSet(items: readonly KnapsackItem[], limits: KnapsackLimits): KnapsackItem[] {
  const maxItems = Math.min(MAX_ITEMS, Math.max(0, Math.floor(limits.maxItems)));
  const capacity = Math.max(0, Math.floor(limits.capacity));
  const groupCap = Math.max(1, Math.floor(limits.groupCap));
  for (const item of items) {
    if (!Number.isInteger(item.cost) || item.cost < 0) throw new Error("cost must be whole");
    if (!Number.isInteger(item.value) || item.value < 0 || item.value > MAX_VALUE) {
      throw new Error(`value must be whole, from 0 to ${MAX_VALUE}`);
    }
  }
  if (maxItems === 0) return [];
  const fitting = items.filter((item) => item.cost <= capacity && item.value > 0).sort(byId);
  if (fitting.length === 0) return [];
  const limitsNow = { capacity, maxItems, groupCap, maxCells: limits.maxCells ?? MAX_TABLE_CELLS };

  // The best items regardless of cost, within the caps: when they fit, no table is needed
  // (the caps form a matroid, where taking the best first is optimal).
  const greedy = greedyBest(fitting, limitsNow);
  if (sum(greedy, "cost") <= capacity) return byValue(greedy);

  const kept = withoutDominated(fitting, maxItems);
  return byValue(solve(kept, limitsNow));
}

function sum(items: readonly KnapsackItem[], key: "cost" | "value") {
  let total = 0;
  for (const item of items) total += item[key];
  return total;
}

function byValue(items: KnapsackItem[]) {
  return items.sort((a, b) => b.value - a.value || byId(a, b));
}

/** Highest value first (then id), skipping items whose group is full, up to maxItems. */
export function greedyBest(items: readonly KnapsackItem[], limits: KnapsackLimits) {
  const taken = new Map<string, number>();
  const out: KnapsackItem[] = [];
  for (const item of [...items].sort((a, b) => b.value - a.value || byId(a, b))) {
    if (out.length >= limits.maxItems) break;
    const count = taken.get(item.group) ?? 0;
    if (count >= limits.groupCap) continue;
    taken.set(item.group, count + 1);
    out.push(item);
  }
  return out;
}

/**
 * Drops every item that at least `maxItems` others from as many different
 * groups beat (cost no higher, value no lower, and better in one of them or
 * by id). An optimal set never needs it: the set holds at most maxItems − 1
 * other items, so one of those groups is absent from it, and swapping in its
 * better item keeps the set within budget, count and caps, and no worse.
 */
function withoutDominated(items: KnapsackItem[], maxItems: number): KnapsackItem[] {
  // Cheapest first, then most valuable, then id: every item's dominators come before it.
  const order = [...items].sort((a, b) => a.cost - b.cost || b.value - a.value || byId(a, b));
  const kept: KnapsackItem[] = [];
  for (const [i, item] of order.entries()) {
    const groups = new Set<string>();
    for (let j = 0; j < i && groups.size < maxItems; j++) {
      const other = order[j] as KnapsackItem;
      if (other.value >= item.value) groups.add(other.group);
    }
    if (groups.size < maxItems) kept.push(item);
  }
  return kept;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

type Step = { items: KnapsackItem[]; layered: boolean };

function solve(items: KnapsackItem[], limits: KnapsackLimits): KnapsackItem[] {
  const { maxItems: n, groupCap: cap } = limits;
  // No set of n items costs more than the n dearest together.
  const dearest = items
    .map((item) => item.cost)
    .sort((a, b) => b - a)
    .slice(0, n)
    .reduce((total, cost) => total + cost, 0);
  let capacity = Math.min(limits.capacity, dearest);

  // Costs that share a divisor (prices in whole hundreds) need only one cell per multiple.
  let unit = 0;
  for (const item of items) unit = gcd(unit, item.cost);
  unit = Math.max(1, unit);

  // Groups larger than the cap become layered steps; other items are steps of their own.
  const byGroup = new Map<string, KnapsackItem[]>();
  for (const item of items) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
  const steps: Step[] = [];
  const singles: KnapsackItem[] = [];
  for (const [, members] of [...byGroup.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (members.length > cap) steps.push({ items: members, layered: true });
    else singles.push(...members);
  }
  // Cheapest first: the reachable costs grow slowly, so early steps touch few cells.
  singles.sort((a, b) => a.cost - b.cost || byId(a, b));
  steps.unshift(...singles.map((item) => ({ items: [item], layered: false })));

  const layerCount = steps.reduce(
    (total, step) => total + step.items.length * (step.layered ? cap : 1),
    0,
  );
  const cellsAt = (u: number) => layerCount * n * (Math.floor(capacity / u) + 1);
  // The main table, plus cap layers while a large group is processed.
  const tables = steps.some((step) => step.layered) ? cap + 1 : 1;
  const intsAt = (u: number) => tables * (n + 1) * (Math.floor(capacity / u) + 1);
  while (
    unit <= capacity &&
    (cellsAt(unit) > (limits.maxCells ?? MAX_TABLE_CELLS) || intsAt(unit) > MAX_TABLE_INTS)
  ) {
    unit *= 2;
  }
  const costOf = (item: KnapsackItem) => Math.ceil(item.cost / unit);
  capacity = Math.floor(capacity / unit);

  const width = capacity + 1;
  const cells = (n + 1) * width;
  const dp = new Int32Array(cells).fill(UNREACHABLE);
  dp[0] = 0;
  // The cheapest and dearest reachable cost of each count so far: the bounds of every step.
  const lowest: number[] = [0, ...Array.from({ length: n }, () => Number.POSITIVE_INFINITY)];
  const highest: number[] = [0, ...Array.from({ length: n }, () => Number.NEGATIVE_INFINITY)];
  const widen = (k: number, low: number, high: number) => {
    if (low > high) return;
    lowest[k] = Math.min(lowest[k] as number, low);
    highest[k] = Math.max(highest[k] as number, high);
  };
  let counted = 0;
  const trails: { bits: Uint32Array[]; choice: Uint8Array | null }[] = [];

  for (const step of steps) {
    if (!step.layered) {
      const item = step.items[0] as KnapsackItem;
      const cost = costOf(item);
      const value = item.value;
      counted += 1;
      const bits = new Uint32Array(Math.ceil((n * width) / 32));
      for (let k = Math.min(n, counted); k >= 1; k--) {
        const to = k * width;
        const from = (k - 1) * width - cost;
        const bitRow = (k - 1) * width;
        const high = Math.min(capacity, (highest[k - 1] as number) + cost);
        const low = (lowest[k - 1] as number) + cost;
        widen(k, low, high);
        for (let b = high; b >= low; b--) {
          const candidate = (dp[from + b] as number) + value;
          if (candidate > (dp[to + b] as number)) {
            dp[to + b] = candidate;
            const bit = bitRow + b;
            bits[bit >>> 5] = (bits[bit >>> 5] as number) | (1 << (bit & 31));
          }
        }
      }
      trails.push({ bits: [bits], choice: null });
      continue;
    }

    // A group larger than the cap: layer j holds the sets with j of its items.
    const layers: Int32Array[] = [dp];
    for (let j = 1; j <= cap; j++) {
      layers.push(new Int32Array(cells).fill(UNREACHABLE));
    }
    const bitsOfItems: Uint32Array[] = [];
    for (const [t, item] of step.items.entries()) {
      const cost = costOf(item);
      const value = item.value;
      counted += 1;
      const bits = new Uint32Array(Math.ceil((cap * n * width) / 32));
      // Every layer reads costs reachable before this item, so the bounds grow after it.
      const high = highest.slice();
      const low = lowest.slice();
      // Highest layer first, so each reads the layer below as it was before this item.
      for (let j = Math.min(cap, t + 1); j >= 1; j--) {
        const source = layers[j - 1] as Int32Array;
        const target = layers[j] as Int32Array;
        for (let k = Math.min(n, counted); k >= 1; k--) {
          const to = k * width;
          const from = (k - 1) * width - cost;
          const bitRow = ((j - 1) * n + (k - 1)) * width;
          const top = Math.min(capacity, (high[k - 1] as number) + cost);
          const bottom = (low[k - 1] as number) + cost;
          for (let b = top; b >= bottom; b--) {
            const candidate = (source[from + b] as number) + value;
            if (candidate > (target[to + b] as number)) {
              target[to + b] = candidate;
              const bit = bitRow + b;
              bits[bit >>> 5] = (bits[bit >>> 5] as number) | (1 << (bit & 31));
            }
          }
        }
      }
      for (let k = Math.min(n, counted); k >= 1; k--) {
        widen(k, (low[k - 1] as number) + cost, Math.min(capacity, (high[k - 1] as number) + cost));
      }
      bitsOfItems.push(bits);
    }
    const choice = new Uint8Array(cells);
    for (let j = 1; j <= cap; j++) {
      const layer = layers[j] as Int32Array;
      for (let cell = 0; cell < cells; cell++) {
        if ((layer[cell] as number) > (dp[cell] as number)) {
          dp[cell] = layer[cell] as number;
          choice[cell] = j;
        }
      }
    }
    trails.push({ bits: bitsOfItems, choice });
  }

  // The best cell; on equal value the fewer items, then the lower cost.
  let bestK = 0;
  let bestB = 0;
  let bestValue = 0;
  for (let k = 0; k <= n; k++) {
    for (let b = 0; b <= capacity; b++) {
      const value = dp[k * width + b] as number;
      if (value > bestValue) {
        bestValue = value;
        bestK = k;
        bestB = b;
      }
    }
  }

  // Read the set back, last step first.
  const isSet = (bits: Uint32Array, bit: number) =>
    (((bits[bit >>> 5] as number) >>> (bit & 31)) & 1) === 1;
  const chosen: KnapsackItem[] = [];
  let k = bestK;
  let b = bestB;
  for (let s = steps.length - 1; s >= 0 && k > 0; s--) {
    const step = steps[s] as Step;
    const trail = trails[s] as { bits: Uint32Array[]; choice: Uint8Array | null };
    if (!step.layered) {
      const item = step.items[0] as KnapsackItem;
      if (isSet(trail.bits[0] as Uint32Array, (k - 1) * width + b)) {
        chosen.push(item);
        k -= 1;
        b -= costOf(item);
      }
      continue;
    }
    let j = (trail.choice as Uint8Array)[k * width + b] as number;
    for (let t = step.items.length - 1; t >= 0 && j > 0; t--) {
      const item = step.items[t] as KnapsackItem;
      if (isSet(trail.bits[t] as Uint32Array, ((j - 1) * n + (k - 1)) * width + b)) {
        chosen.push(item);
        j -= 1;
        k -= 1;
        b -= costOf(item);
      }
    }
  }
  return chosen;
}
