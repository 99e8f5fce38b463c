import { describe, expect, it } from "vitest";
import { planDemoActivity } from "./demo-activity.server";
import { DEMO_ARTISTS } from "./demo-artists";
import { planDemoArtworks } from "./demo-catalogue";
import { DEMO_PEOPLE } from "./demo-people";

const NOW = new Date("2026-05-20T15:00:00Z");
const userIds = new Map(DEMO_PEOPLE.map((person, index) => [person.email, `user-${index}`]));
const artworks = planDemoArtworks(DEMO_ARTISTS, NOW).map((artwork, index) => ({
  ...artwork,
  id: `artwork-${index}`,
  userId: userIds.get(artwork.artistEmail) as string,
}));
const plan = planDemoActivity({ now: NOW, userIds, artworks });
const maya = userIds.get("artist@demo.gallery");
const today = NOW.toISOString().slice(0, 10);

describe("demo activity", () => {
  it("spreads each artwork's views over the days since it was listed, up to yesterday", () => {
    for (const artwork of artworks) {
      const days = plan.viewDays.filter((row) => row.artworkId === artwork.id);
      expect(days.reduce((total, row) => total + (row.views ?? 0), 0)).toBe(artwork.viewCount);
      for (const row of days) {
        expect(row.day >= artwork.createdAt.toISOString().slice(0, 10)).toBe(true);
        expect(row.day < today).toBe(true);
      }
    }
  });

  it("gives the demo artist completed sales, active and past leases, and a pending request", () => {
    const mine = plan.transactionRows.filter((row) => row.artistId === maya);
    const completed = mine.filter((row) => row.status === "completed");
    expect(completed.filter((row) => row.transactionType === "purchase").length).toBeGreaterThan(5);
    const active = completed.filter(
      (row) => row.transactionType === "lease" && (row.leaseEndDate ?? "") > today,
    );
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(mine.some((row) => row.status === "pending")).toBe(true);
    for (const row of plan.transactionRows) {
      expect(row.amountCents).toBeGreaterThan(0);
      expect(row.userId).not.toBe(row.artistId);
      expect((row.createdAt as Date).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("books leases only on the artist's own leasable works, never overlapping", () => {
    const byArtwork = new Map<string, { start: string; end: string }[]>();
    for (const lease of plan.leaseRows) {
      const artwork = artworks.find((a) => a.id === lease.artworkId);
      const transaction = plan.transactionRows.find((t) => t.id === lease.transactionId);
      expect(artwork?.userId).toBe(transaction?.artistId);
      expect(artwork?.isAvailable).toBe(true);
      expect(artwork?.leaseDailyRateCents ?? artwork?.leaseMonthlyRateCents).toBeTruthy();
      const others = byArtwork.get(lease.artworkId) ?? [];
      for (const other of others) {
        expect(lease.startDate >= other.end || other.start >= lease.endDate).toBe(true);
      }
      byArtwork.set(lease.artworkId, [...others, { start: lease.startDate, end: lease.endDate }]);
    }
    expect(plan.leaseRows.length).toBeGreaterThan(3);
  });

  it("reveals contacts of other artists' works, once per work", () => {
    const mayaReveals = plan.reveals.filter((row) => row.userId === maya);
    expect(mayaReveals.length).toBe(3);
    const keys = plan.reveals.map((row) => `${row.userId}/${row.artworkId}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const reveal of plan.reveals) {
      const artwork = artworks.find((a) => a.id === reveal.artworkId);
      expect(artwork?.userId).not.toBe(reveal.userId);
    }
  });

  it("gives available works Discovery Mode views by other members, none today or yesterday", () => {
    expect(plan.discoveryViews.length).toBeGreaterThan(50);
    const keys = new Set<string>();
    const yesterday = new Date(NOW.getTime() - 86_400_000).toISOString().slice(0, 10);
    for (const view of plan.discoveryViews) {
      const artwork = artworks.find((a) => a.id === view.artworkId);
      expect(artwork?.isAvailable).toBe(true);
      expect(view.memberId).not.toBe(artwork?.userId);
      expect(view.ownerId).toBe(artwork?.userId);
      expect([today, yesterday]).not.toContain(view.day);
      const key = `${view.memberId}|${view.artworkId}|${view.day}`;
      expect(keys.has(key)).toBe(false);
      keys.add(key);
    }
  });
});
