// R-default-plans: the four plans every gallery starts with.

export const FREE_PLAN_NAME = "Free Tier";

/** The plans of PRODUCT.md; seeded once, then admins may edit them. */
export const DEFAULT_PLANS = [
  {
    name: FREE_PLAN_NAME,
    priceCents: 0,
    tier: 0,
    maxArtworks: 3,
    maxCuratorSpaces: 0,
    revealsPerMonth: 1,
    promotionStars: 0,
  },
  {
    name: "Supporter",
    priceCents: 1000,
    tier: 1,
    maxArtworks: 10,
    maxCuratorSpaces: 1,
    revealsPerMonth: 5,
    promotionStars: 5,
  },
  {
    name: "Artist",
    priceCents: 2500,
    tier: 2,
    maxArtworks: 30,
    maxCuratorSpaces: 3,
    revealsPerMonth: 15,
    promotionStars: 20,
  },
  {
    name: "Patron",
    priceCents: 5000,
    tier: 3,
    maxArtworks: 100,
    maxCuratorSpaces: 10,
    revealsPerMonth: 50,
    promotionStars: 50,
  },
].map((plan) => ({
  ...plan,
  features: [
    `${plan.revealsPerMonth} contact reveal${plan.revealsPerMonth === 1 ? "" : "s"} per month`,
    `${plan.promotionStars} promotion stars per month`,
    `Up to ${plan.maxArtworks} artwork listings`,
    `${plan.maxCuratorSpaces} curator space${plan.maxCuratorSpaces === 1 ? "" : "s"}`,
  ],
}));

/** R-current-plan: the Free Tier's values when its row is missing. */
export const FREE_PLAN_FALLBACK = {
  id: null,
  name: FREE_PLAN_NAME,
  priceCents: 0,
  tier: 0,
  maxArtworks: 3,
  maxCuratorSpaces: 0,
  revealsPerMonth: 1,
  promotionStars: 0,
};

export type PlanSummary = {
  id: string | null;
  name: string;
  priceCents: number;
  tier: number;
  maxArtworks: number;
  maxCuratorSpaces: number;
  revealsPerMonth: number;
  promotionStars: number;
};
