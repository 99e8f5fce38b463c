import { describe, expect, it } from "vitest";
import { changesOf, contextOf, fieldLabel, kindLabel, valueText } from "./entry-view";

describe("how an audit entry reads", () => {
  it("turns before and after into rows, with labels and readable values", () => {
    expect(
      changesOf({
        before: {
          plan: "Supporter",
          status: "active",
          currentPeriodEnd: "2026-12-01T00:00:00.000Z",
        },
        after: {
          plan: "Patron",
          status: "past_due",
          currentPeriodEnd: "2027-01-01T00:00:00.000Z",
          cancelAtPeriodEnd: true,
        },
        reason: "Card declined",
      }),
    ).toEqual([
      { field: "plan", label: "Plan", before: "Supporter", after: "Patron" },
      { field: "status", label: "Status", before: "Active", after: "Past Due" },
      {
        field: "currentPeriodEnd",
        label: "Renewal date",
        before: "Dec 1, 2026, 12:00 AM UTC",
        after: "Jan 1, 2027, 12:00 AM UTC",
      },
      { field: "cancelAtPeriodEnd", label: "Cancel at period end", before: "—", after: "Yes" },
    ]);
    expect(changesOf({ after: { priceCents: 1250, maxArtworks: 1000 } })).toEqual([
      { field: "priceCents", label: "Monthly price", before: "—", after: "$12.50" },
      { field: "maxArtworks", label: "Max artworks", before: "—", after: "1,000" },
    ]);
    expect(changesOf(null)).toEqual([]);
  });

  it("names unknown fields and kinds, and keeps the rest as context", () => {
    expect(fieldLabel("someNewField")).toBe("Some new field");
    expect(kindLabel("plan.changed")).toBe("Plan changed");
    expect(kindLabel("auth.sign-in-limited")).toBe("Sign-in limit reached");
    expect(valueText("notes", null)).toBe("—");
    expect(contextOf({ before: {}, reason: "x", address: "198.51.100.7", resent: true })).toEqual([
      { label: "Address", value: "198.51.100.7" },
      { label: "Sent again", value: "Yes" },
    ]);
  });
});
