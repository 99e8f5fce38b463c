import { describe, expect, it } from "vitest";
import { artistCap, bestSet, type KnapsackItem, type KnapsackLimits } from "./knapsack";

/** A small seeded generator (mulberry32), so every run checks the same cases. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function within(items: KnapsackItem[], limits: KnapsackLimits) {
  const perGroup = new Map<string, number>();
  for (const item of items) perGroup.set(item.group, (perGroup.get(item.group) ?? 0) + 1);
  return (
    items.length <= limits.maxItems &&
    items.reduce((total, item) => total + item.cost, 0) <= limits.capacity &&
    [...perGroup.values()].every((count) => count <= limits.groupCap)
  );
}

const totalValue = (items: KnapsackItem[]) => items.reduce((total, item) => total + item.value, 0);

/** The best value over every subset. */
function bruteForce(items: KnapsackItem[], limits: KnapsackLimits) {
  let best = 0;
  for (let mask = 0; mask < 1 << items.length; mask++) {
    const subset = items.filter((_, i) => mask & (1 << i));
    if (within(subset, limits)) best = Math.max(best, totalValue(subset));
  }
  return best;
}

function randomCase(next: () => number, size: number) {
  const groups = 1 + Math.floor(next() * 5);
  const items: KnapsackItem[] = Array.from({ length: size }, (_, i) => ({
    id: `w${String(i).padStart(2, "0")}`,
    group: `artist${Math.floor(next() * groups)}`,
    cost: 1 + Math.floor(next() * 40),
    value: Math.floor(next() * 100),
  }));
  const limits: KnapsackLimits = {
    capacity: Math.floor(next() * 120),
    maxItems: 1 + Math.floor(next() * 6),
    groupCap: 1 + Math.floor(next() * 3),
  };
  return { items, limits };
}

describe("bestSet", () => {
  it("finds the optimum of brute force on many small random cases", () => {
    const next = random(20_260_123);
    for (let round = 0; round < 600; round++) {
      const { items, limits } = randomCase(next, 1 + Math.floor(next() * 12));
      const chosen = bestSet(items, limits);
      expect(within(chosen, limits), `round ${round}`).toBe(true);
      expect(totalValue(chosen), `round ${round}`).toBe(bruteForce(items, limits));
    }
  });

  it("finds the optimum when costs share a divisor and one artist has many works", () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      const items: KnapsackItem[] = Array.from({ length: 12 }, (_, i) => ({
        id: `w${String(i).padStart(2, "0")}`,
        group: i < 7 ? "prolific" : `artist${i}`,
        cost: 100 * (1 + Math.floor(next() * 20)),
        value: Math.floor(next() * 1000),
      }));
      const limits = { capacity: 100 * Math.floor(next() * 60), maxItems: 5, groupCap: 2 };
      const chosen = bestSet(items, limits);
      expect(within(chosen, limits)).toBe(true);
      expect(totalValue(chosen)).toBe(bruteForce(items, limits));
    }
  });

  it("never exceeds the budget, the count or the cap on larger cases", () => {
    const next = random(99);
    for (let round = 0; round < 8; round++) {
      const items: KnapsackItem[] = Array.from({ length: 200 }, (_, i) => ({
        id: `w${String(i).padStart(3, "0")}`,
        group: `artist${Math.floor(next() * 60)}`,
        cost: Math.ceil(50 * Math.exp(next() * Math.log(500))),
        value: Math.floor(next() * 1_000_000),
      }));
      const limits = { capacity: 10_000 + Math.floor(next() * 40_000), maxItems: 20, groupCap: 2 };
      const chosen = bestSet(items, limits);
      expect(chosen.length).toBeGreaterThan(0);
      expect(within(chosen, limits)).toBe(true);
    }
  });

  it("stays within the budget when a huge table makes the cost unit coarser", () => {
    const next = random(11);
    for (let round = 0; round < 100; round++) {
      const { items, limits } = randomCase(next, 12);
      const coarse = { ...limits, maxCells: 50 };
      const chosen = bestSet(items, coarse);
      expect(within(chosen, coarse)).toBe(true);
      expect(totalValue(chosen)).toBeLessThanOrEqual(bruteForce(items, limits));
    }
  });

  it("takes 900 and 100 from a budget of 1000 for two pieces: no per-piece cap", () => {
    const items = [
      { id: "a", group: "x", cost: 900, value: 90 },
      { id: "b", group: "y", cost: 100, value: 10 },
      { id: "c", group: "z", cost: 500, value: 40 },
      { id: "d", group: "v", cost: 500, value: 40 },
    ];
    const chosen = bestSet(items, { capacity: 1000, maxItems: 2, groupCap: 2 });
    expect(chosen.map((item) => item.id)).toEqual(["a", "b"]);
  });

  it("holds at most the cap per artist, even when that artist's works are the best", () => {
    const items = [
      ...Array.from({ length: 6 }, (_, i) => ({
        id: `s${i}`,
        group: "star",
        cost: 10,
        value: 100,
      })),
      ...Array.from({ length: 6 }, (_, i) => ({
        id: `o${i}`,
        group: `other${i}`,
        cost: 10,
        value: 1,
      })),
    ];
    const chosen = bestSet(items, { capacity: 1000, maxItems: 5, groupCap: 2 });
    expect(chosen).toHaveLength(5);
    expect(chosen.filter((item) => item.group === "star")).toHaveLength(2);
    // With the table too: a budget the best five do not fit.
    const tight = bestSet(
      items.map((item) => ({ ...item, cost: item.group === "star" ? 30 : 10 })),
      { capacity: 90, maxItems: 5, groupCap: 2 },
    );
    expect(tight.filter((item) => item.group === "star")).toHaveLength(2);
    expect(tight.reduce((total, item) => total + item.cost, 0)).toBeLessThanOrEqual(90);
  });

  it("is the same whatever the input order", () => {
    const next = random(3);
    for (let round = 0; round < 50; round++) {
      const { items, limits } = randomCase(next, 12);
      const ids = (list: KnapsackItem[]) => bestSet(list, limits).map((item) => item.id);
      const shuffled = [...items].sort(() => (next() < 0.5 ? -1 : 1));
      expect(ids(shuffled)).toEqual(ids(items));
      expect(ids([...items].reverse())).toEqual(ids(items));
    }
  });

  it("keeps a huge budget within its bounds and still never passes it", () => {
    // Two very dear works and a $10,000,000 budget: the table would have millions of columns.
    const items: KnapsackItem[] = [
      { id: "a", group: "x", cost: 6_000_001, value: 900 },
      { id: "b", group: "y", cost: 7_000_001, value: 800 },
      ...Array.from({ length: 60 }, (_, i) => ({
        id: `c${String(i).padStart(2, "0")}`,
        group: `g${i % 7}`,
        cost: 1_000 + i * 37,
        value: 100 + (i % 13),
      })),
    ];
    const limits = { capacity: 10_000_000, maxItems: 20, groupCap: 2 };
    const chosen = bestSet(items, limits);
    expect(within(chosen, limits)).toBe(true);
    // The dearest work fits with the best cheap ones; a coarser unit must not lose it.
    expect(chosen.map((item) => item.id)).toContain("a");
    expect(chosen).toHaveLength(15);
  });

  it("returns nothing when nothing fits", () => {
    const items = [{ id: "a", group: "x", cost: 200, value: 5 }];
    expect(bestSet(items, { capacity: 100, maxItems: 3, groupCap: 2 })).toEqual([]);
  });
});

describe("artistCap", () => {
  it("is 2 while enough artists match, and rises just enough when too few do", () => {
    expect(artistCap(5, 10)).toBe(2);
    expect(artistCap(5, 3)).toBe(2);
    expect(artistCap(5, 2)).toBe(3);
    expect(artistCap(20, 4)).toBe(5);
    expect(artistCap(5, 1)).toBe(5);
  });
});
