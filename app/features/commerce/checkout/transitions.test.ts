import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { checkoutErrors } from "./errors";
import {
  canTransition,
  INITIAL_STATE,
  isFinal,
  TRANSACTION_STATES,
  type TransactionState,
  transition,
} from "./transitions";

const ALLOWED: [TransactionState, TransactionState][] = [
  ["pending", "charged"],
  ["pending", "failed"],
  ["charged", "completed"],
  ["charged", "refunded"],
  ["charged", "failed"],
  ["completed", "refunded"],
];

describe("transaction states", () => {
  it("start pending and end refunded or failed, or completed until a refund", () => {
    expect(INITIAL_STATE).toBe("pending");
    expect(TRANSACTION_STATES.filter(isFinal)).toEqual(["refunded", "failed"]);
  });

  it("allow the checkout's moves", () => {
    for (const [from, to] of ALLOWED) {
      expect(canTransition(from, to)).toBe(true);
      expect(transition(from, to)).toBe(to);
    }
  });

  it("refuse every other move with a coded error", () => {
    for (const from of TRANSACTION_STATES) {
      for (const to of TRANSACTION_STATES) {
        if (ALLOWED.some(([a, b]) => a === from && b === to)) continue;
        expect(canTransition(from, to)).toBe(false);
        let thrown: unknown;
        try {
          transition(from, to);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(AppError);
        expect(checkoutErrors.is(thrown, "forbidden-transition")).toBe(true);
        expect((thrown as AppError).message).toBe(`A transaction cannot go from ${from} to ${to}.`);
      }
    }
  });

  it("never completes without a charge, nor takes back a refund", () => {
    expect(() => transition("pending", "completed")).toThrow(AppError);
    expect(() => transition("refunded", "completed")).toThrow(AppError);
    expect(() => transition("refunded", "charged")).toThrow(AppError);
  });
});
