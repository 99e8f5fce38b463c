import { describe, expect, it } from "vitest";
import { DEFAULT_PLANS } from "./default-plans";
import { POPULAR_FROM_CENTS, planCardView } from "./plan-cards";
import { subscribeMailto } from "./subscription-request";

const plan = (name: string, priceCents: number) => ({
  id: name.toLowerCase(),
  name,
  priceCents,
  revealsPerMonth: 5,
  promotionStars: 1,
  maxArtworks: 10,
  maxCuratorSpaces: 0,
});

describe("plan cards", () => {
  it("shows a free plan as 'Free' / 'Always Free'", () => {
    expect(planCardView(plan("Free Tier", 0))).toMatchObject({
      isFree: true,
      isPopular: false,
      price: "Free",
      period: "Always Free",
    });
  });

  it("shows other plans as a price per month", () => {
    expect(planCardView(plan("Supporter", 1000))).toMatchObject({
      isFree: false,
      price: "$10",
      period: "per month",
    });
    expect(planCardView(plan("Odd", 1250)).price).toBe("$12.50");
  });

  it("marks plans of $50 or more a month as Popular", () => {
    expect(POPULAR_FROM_CENTS).toBe(5000);
    expect(planCardView(plan("Artist", 2500)).isPopular).toBe(false);
    expect(planCardView(plan("Almost", 4999)).isPopular).toBe(false);
    expect(planCardView(plan("Patron", 5000)).isPopular).toBe(true);
    expect(planCardView(plan("Gold", 12000)).isPopular).toBe(true);
  });

  it("lists the four allowances, in the spec's order", () => {
    expect(planCardView(plan("Supporter", 1000)).allowances.map((a) => a.label)).toEqual([
      "5 reveals per month",
      "1 promotion star per month",
      "10 artwork listings",
      "0 curator spaces",
    ]);
  });

  it("reads the seeded plans as the product describes them", () => {
    const views = DEFAULT_PLANS.map((p) => planCardView({ ...p, id: p.name }));
    expect(views.map((v) => [v.name, v.price, v.period, v.isPopular])).toEqual([
      ["Free Tier", "Free", "Always Free", false],
      ["Supporter", "$10", "per month", false],
      ["Artist", "$25", "per month", false],
      ["Patron", "$50", "per month", true],
    ]);
    expect(views[3]?.allowances.map((a) => a.value)).toEqual([50, 50, 100, 10]);
  });
});

describe("subscribe mail", () => {
  it("is a mailto link to the contact address whose subject names the plan", () => {
    const href = subscribeMailto("hello@gallery.test", "Patron & Friends", {
      name: "Rosa Painter",
      handle: "rosa",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@gallery.test");
    expect(url.searchParams.get("subject")).toBe("Subscription request: Patron & Friends plan");
    expect(url.searchParams.get("body")).toContain("subscribe to the Patron & Friends plan");
    expect(url.searchParams.get("body")).toContain("Username: @rosa");
  });
});
