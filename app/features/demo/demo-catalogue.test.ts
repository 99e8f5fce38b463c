import { describe, expect, it } from "vitest";
import { DEMO_ARTISTS } from "./demo-artists";
import { planDemoArtworks } from "./demo-catalogue";

const artworks = planDemoArtworks(DEMO_ARTISTS, new Date("2026-05-20T15:00:00Z"));

/** "a" before a vowel or "an" before a consonant, as whole words. */
function wrongArticles(text: string) {
  return [...text.matchAll(/\b(a [aeiou]\w*|an [^\Waeiou]\w*)/gi)].map((match) => match[0]);
}

describe("demo descriptions", () => {
  it("use 'an' before a vowel and 'a' before a consonant in every description", () => {
    const wrong = artworks.flatMap((artwork) =>
      wrongArticles(artwork.description).map((phrase) => `${artwork.title}: ${phrase}`),
    );
    expect(wrong).toEqual([]);
  });

  it("describe abstract and expressionist works with 'an'", () => {
    const abstract = artworks.find((artwork) => artwork.style === "Abstract");
    const expressionism = artworks.find((artwork) => artwork.style === "Expressionism");
    expect(abstract?.description).toContain(" is an abstract work in ");
    expect(expressionism?.description).toContain(" is an expressionism work in ");
  });
});
