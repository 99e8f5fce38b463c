import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CommentField } from "./artwork-comments";

function render(error: string | null) {
  return renderToStaticMarkup(<CommentField value="Lovely" onChange={() => {}} error={error} />);
}

/** The attributes of the first `tag` element in the markup. */
function attributes(html: string, tag: string) {
  const element = html.match(new RegExp(`<${tag}\\b([^>]*)>`))?.[1] ?? "";
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
      (name ?? "").toLowerCase(),
      value ?? "",
    ]),
  );
}

describe("the comment field", () => {
  it("is a required, labelled text area of at most 2,000 characters", () => {
    const html = render(null);
    const field = attributes(html, "textarea");
    expect(html).toMatch(/<label[^>]*>Add a comment<\/label>/);
    expect(attributes(html, "label").for).toBe(field.id);
    expect(field).toMatchObject({ name: "content", required: "", maxlength: "2000" });
    expect(html).toContain(">Lovely</textarea>");
    expect(field["aria-invalid"]).toBeUndefined();
    expect(html).not.toContain("<p");
  });

  it("shows its error under it, marked invalid and described by the error", () => {
    const html = render("Comments must be at least 1 character");
    const field = attributes(html, "textarea");
    expect(field["aria-invalid"]).toBe("true");
    expect(field["aria-describedby"]).toBeTruthy();
    expect(attributes(html, "p").id).toBe(field["aria-describedby"]);
    expect(html).toMatch(/<p [^>]*>Comments must be at least 1 character<\/p>/);
  });
});
