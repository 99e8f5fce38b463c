import { describe, expect, it } from "vitest";
import { SUGGESTION_DEFAULTS, suggestionRequestSchema } from "./schema";

const messages = (input: unknown) => {
  const parsed = suggestionRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("suggestionRequestSchema", () => {
  it("reads the dialog's fields, typed or as form text", () => {
    expect(suggestionRequestSchema.parse({})).toEqual({ ...SUGGESTION_DEFAULTS, prompts: [] });
    expect(
      suggestionRequestSchema.parse({ pieces: "3", budget: " 2500 ", prompts: ["  blue sea "] }),
    ).toEqual({ pieces: 3, budget: 2500, prompts: ["blue sea"] });
  });

  it("bounds the pieces", () => {
    expect(messages({ pieces: 0 })).toEqual(["Number of pieces must be at least 1"]);
    expect(messages({ pieces: 21 })).toEqual(["Number of pieces cannot exceed 20"]);
    expect(messages({ pieces: "2.5" })).toEqual(["Number of pieces must be a whole number"]);
    expect(messages({ pieces: null })).toEqual(["Number of pieces must be a whole number"]);
  });

  it("takes a budget in whole hundreds from $100 to $10,000,000", () => {
    expect(messages({ budget: 50 })).toEqual(["Total budget must be at least $100"]);
    expect(messages({ budget: 150 })).toEqual(["Total budget must be a multiple of $100"]);
    expect(messages({ budget: 10_000_100 })).toEqual(["Total budget cannot exceed $10,000,000"]);
    expect(messages({ budget: "1e4" })).toEqual(["Total budget must be a whole number of dollars"]);
    expect(messages({ budget: 10_000_000 })).toEqual([]);
  });

  it("takes up to 10 non-blank prompts of at most 100 characters", () => {
    expect(messages({ prompts: ["   "] })).toEqual(["A prompt cannot be blank"]);
    expect(messages({ prompts: ["x".repeat(101)] })).toEqual([
      "A prompt cannot exceed 100 characters",
    ]);
    expect(messages({ prompts: Array.from({ length: 11 }, () => "sea") })).toEqual([
      "You can add at most 10 prompts",
    ]);
    expect(messages({ prompts: "sea" })).toEqual(["Prompts must be a list of text"]);
  });
});
