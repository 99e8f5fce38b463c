import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH } from "~/features/catalogue/search/schema";
import { pageItems, ResultsPagination } from "./search-results";

describe("pageItems", () => {
  it("offers every page up to seven", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps between", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "dots", 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "dots", 20]);
    expect(pageItems(5, 20)).toEqual([1, "dots", 4, 5, 6, "dots", 20]);
    expect(pageItems(16, 20)).toEqual([1, "dots", 15, 16, 17, "dots", 20]);
    expect(pageItems(17, 20)).toEqual([1, "dots", 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, "dots", 16, 17, 18, 19, 20]);
  });

  it("offers no last page when more pages follow the counted ones", () => {
    expect(pageItems(1, 42, true)).toEqual([1, 2, 3, 4, 5, "dots"]);
    expect(pageItems(5, 42, true)).toEqual([1, "dots", 4, 5, 6, "dots"]);
    expect(pageItems(41, 43, true)).toEqual([1, "dots", 40, 41, 42, "dots"]);
    // The deepest page offered has nothing after it.
    expect(pageItems(1000, 1000, true)).toEqual([1, "dots", 999, 1000]);
  });
});

function render(page: number, pageCount: number, more = false) {
  const state = { ...EMPTY_SEARCH, q: "blue", page };
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: <ResultsPagination state={state} pageCount={pageCount} more={more} />,
      },
    ],
    { initialEntries: ["/search"] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ResultsPagination", () => {
  it("links every page with the search kept, marks the current one, and disables the way off the end", () => {
    const html = render(1, 3);
    expect(html).toContain('aria-label="Result pages"');
    expect(html).toMatch(/<button[^>]*aria-label="Previous page"[^>]*disabled/);
    expect(html).toMatch(/aria-label="Page 1" aria-current="page"/);
    expect(html).toContain('aria-label="Page 2" href="/search?q=blue&amp;page=2"');
    expect(html).toContain('aria-label="Page 3" href="/search?q=blue&amp;page=3"');
    expect(html).toMatch(/<a[^>]*aria-label="Next page" href="\/search\?q=blue&amp;page=2"/);
  });

  it("leads on past the counted pages when more artworks match", () => {
    const html = render(1, 42, true);
    expect(html).toContain('aria-label="Page 5"');
    expect(html).not.toContain('aria-label="Page 42"');
    expect(html).toMatch(/<a[^>]*aria-label="Next page" href="\/search\?q=blue&amp;page=2"/);
  });

  it("shows nothing for a single page", () => {
    expect(render(1, 1)).toBe("");
  });
});
