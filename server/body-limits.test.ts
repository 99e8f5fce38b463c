import { describe, expect, it } from "vitest";
import { MAX_PROFILE_BODY_BYTES } from "~/features/accounts";
import { MAX_SPACE_BODY_BYTES } from "~/features/curation";
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

  it("let the space form take ten 5 MB photos and its fields", () => {
    expect(bodyLimit("/curator/spaces/upload")).toBe(MAX_SPACE_BODY_BYTES + FORM_BODY_BYTES);
    expect(bodyLimit("/curator/spaces/upload.data")).toBe(bodyLimit("/curator/spaces/upload"));
    expect(bodyLimit("/curator/spaces/edit/abc")).toBe(bodyLimit("/curator/spaces/upload"));
    expect(bodyLimit("/curator/spaces/edit/abc.data")).toBe(bodyLimit("/curator/spaces/upload"));
    expect(bodyLimit("/curator/spaces/upload")).toBeGreaterThan(10 * 5 * 1024 * 1024);
  });

  it("hold every other request to a form's size", () => {
    expect(bodyLimit("/login")).toBe(FORM_BODY_BYTES);
    expect(bodyLimit("/profile/other")).toBe(FORM_BODY_BYTES);
    expect(bodyLimit("/_.data")).toBe(FORM_BODY_BYTES);
    // My Spaces' delete and the gallery take forms only.
    expect(bodyLimit("/curator/spaces")).toBe(FORM_BODY_BYTES);
    expect(bodyLimit("/curator/spaces.data")).toBe(FORM_BODY_BYTES);
    expect(bodyLimit("/curator/spaces/gallery/abc")).toBe(FORM_BODY_BYTES);
  });
});
