import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "The Fair Trade Art Gallery";

export type SeoInput = {
  /** The page's own title; the site name is added after it (unless `title` is the site name). */
  title: string;
  description: string;
  /** The public origin, e.g. env().APP_URL, which loaders hand to meta. */
  origin: string;
  /** The page's path, for the canonical URL and og:url. */
  path: string;
  /** An image path or URL for link previews; made absolute against `origin`. */
  image?: string | null;
  imageAlt?: string;
  /** og:type, 'website' unless told. */
  type?: "website" | "profile" | "article";
  /** Keep the page out of search results (not-found pages, private pages). */
  noIndex?: boolean;
  /** schema.org data for the page, e.g. a Person or a VisualArtwork. */
  jsonLd?: Record<string, unknown>;
};

/** `path` made absolute against `origin`; absolute URLs pass through. */
export function absoluteUrl(origin: string, path: string) {
  return new URL(path, origin.endsWith("/") ? origin : `${origin}/`).toString();
}

/** The full document title: 'Page · The Fair Trade Art Gallery'. */
export function pageTitle(title: string) {
  return title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags for a
 * page, for a route's `meta` export.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.origin, input.path);
  const image = input.image ? absoluteUrl(input.origin, input.image) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (input.imageAlt) {
      tags.push(
        { property: "og:image:alt", content: input.imageAlt },
        { name: "twitter:image:alt", content: input.imageAlt },
      );
    }
  }
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  if (input.jsonLd) tags.push({ "script:ld+json": input.jsonLd } as MetaDescriptor);
  return tags;
}
