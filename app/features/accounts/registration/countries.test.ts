import { describe, expect, it } from "vitest";
import { countryOptions, dialCodeOf } from "./countries";

describe("country picker", () => {
  it("lists the United States first with dial code 1, then the rest alphabetically", () => {
    const options = countryOptions();
    expect(options[0]).toMatchObject({ code: "US", dialCode: "1" });
    const rest = options.slice(1).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(options.length).toBeGreaterThan(200);
  });

  it("knows dial codes and refuses unknown countries", () => {
    expect(dialCodeOf("GB")).toBe("44");
    expect(dialCodeOf("ZZ")).toBeNull();
  });
});
