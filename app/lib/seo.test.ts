import { describe, expect, it } from "vitest";
import { absoluteUrl, pageTitle, SITE_NAME, seoMeta } from "./seo";

function find(tags: ReturnType<typeof seoMeta>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
}

describe("seo meta", () => {
  it("titles pages after the site", () => {
    expect(pageTitle("About")).toBe(`About · ${SITE_NAME}`);
    expect(pageTitle(SITE_NAME)).toBe(SITE_NAME);
  });

  it("makes URLs absolute against the origin", () => {
    expect(absoluteUrl("https://g.example", "/a/b")).toBe("https://g.example/a/b");
    expect(absoluteUrl("https://g.example/", "/a")).toBe("https://g.example/a");
    expect(absoluteUrl("https://g.example", "https://cdn.example/x.webp")).toBe(
      "https://cdn.example/x.webp",
    );
  });

  it("writes title, description, canonical, Open Graph and Twitter tags", () => {
    const tags = seoMeta({
      title: "Rosa Painter",
      description: "Paintings of Baltimore.",
      origin: "https://g.example",
      path: "/profile/123",
      image: "/media/k/large.webp",
      imageAlt: "Photo of Rosa",
      type: "profile",
    });
    expect(tags).toContainEqual({ title: `Rosa Painter · ${SITE_NAME}` });
    expect(find(tags, "name", "description")?.content).toBe("Paintings of Baltimore.");
    expect(find(tags, "rel", "canonical")?.href).toBe("https://g.example/profile/123");
    expect(find(tags, "property", "og:url")?.content).toBe("https://g.example/profile/123");
    expect(find(tags, "property", "og:type")?.content).toBe("profile");
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://g.example/media/k/large.webp",
    );
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Photo of Rosa");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:image")?.content).toBe(
      "https://g.example/media/k/large.webp",
    );
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("uses a small card without an image, and can keep a page out of the index", () => {
    const tags = seoMeta({
      title: "Coming Soon",
      description: "Soon.",
      origin: "https://g.example",
      path: "/coming-soon",
      noIndex: true,
    });
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary");
    expect(find(tags, "property", "og:image")).toBeUndefined();
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
  });
});
