import { describe, expect, it } from "vitest";
import { MAX_PROFILE_BODY_BYTES } from "~/features/accounts";
import { MAX_ARTWORK_BODY_BYTES } from "~/features/studio";
import { FORM_BODY_BYTES } from "~/lib/http/body-limits";
import { bodyLimit } from "./body-limits";

describe("body limits", () => {
  it("let the upload pages' own checks answer first, with their own messages", () => {
    expect(bodyLimit("/profile")).toBeGreaterThan(MAX_PROFILE_BODY_BYTES);
    expect(bodyLimit("/profile.data")).toBe(bodyLimit("/profile"));
    expect(bodyLimit("/artist/artwork/upload")).toBeGreaterThan(MAX_ARTWORK_BODY_BYTES);
    expect(bodyLimit("/artist/artwork/edit/abc.data")).toBe(bodyLimit("/artist/artwork/upload"));
  });

  it("hold every other request to a form's size", () => {
    expect(bodyLimit("/login")).toBe(FORM_BODY_BYTES);
    expect(bodyLimit("/profile/other")).toBe(FORM_BODY_BYTES);
    expect(bodyLimit("/_.data")).toBe(FORM_BODY_BYTES);
  });
});
