import { describe, expect, it } from "vitest";
import {
  colourRangeOf,
  colourTerms,
  FULL_COVERAGE,
  isStopWord,
  promptRelevance,
  spellings,
  stem,
  tokenize,
  understandPrompts,
} from "./prompt-meaning";

const words = (prompts: string[]) => understandPrompts(prompts).terms.map((term) => term.word);

describe("understandPrompts", () => {
  it("keeps the meaningful words of a sentence and drops its stop words", () => {
    expect(words(["warm colours for a living room"])).toEqual([
      "warm",
      "colours",
      "living",
      "room",
    ]);
    expect(words(["Something calm with blues, please"])).toEqual(["calm", "blues"]);
    expect(words(["for a", "the"])).toEqual([]);
    expect(isStopWord("for")).toBe(true);
    expect(isStopWord("x")).toBe(true);
    expect(isStopWord("harbor")).toBe(false);
  });

  it("splits only on letters, marks and digits, so no query syntax gets through", () => {
    expect(tokenize("Blue  harbor! café No.5 a:*|b")).toEqual([
      "blue",
      "harbor",
      "café",
      "no",
      "5",
      "a",
      "b",
    ]);
    const meaning = understandPrompts(["a:*|b & !!! (sea)"]);
    expect(meaning.wordQuery).toBe("sea:*");
    expect(understandPrompts(["!!!"]).wordQuery).toBeNull();
  });

  it("gives one stem to a word's forms and its British and US spellings", () => {
    for (const word of ["colour", "colours", "colourful", "color", "colors", "colored"]) {
      expect(stem(word), word).toBe("color");
    }
    expect(stem("watercolours")).toBe("watercolor");
    expect(stem("harbours")).toBe("harbor");
    expect(stem("blues")).toBe("blue");
    expect(stem("earthy")).toBe("earth");
    expect(stem("prints")).toBe("print");
    expect(stem("paintings")).toBe("paint");
    expect(stem("boxes")).toBe("box");
    expect(stem("galleries")).toBe("galler");
    expect(stem("glass")).toBe("glass");
    // Short words keep their ending: "red" is not "r", "spring" not "spr".
    expect(stem("red")).toBe("red");
    expect(stem("spring")).toBe("spring");
    expect(spellings("color")).toEqual(["color", "colour"]);
    expect(spellings("gray")).toEqual(["gray", "grey"]);
    expect(spellings("harbor")).toEqual(["harbor", "harbour"]);
    expect(words(["colours", "colourful", "color"])).toEqual(["colours"]);
  });

  it("queries each stem by prefix in every spelling, and phrases at the distance typed", () => {
    const meaning = understandPrompts(["harbour at first light"]);
    expect(meaning.wordQuery).toBe("(harbor:* | harbour:*) | first:* | light:*");
    expect(meaning.phraseQuery).toBe(
      "((harbor:* | harbour:*) <2> first:*) | (first:* <-> light:*)",
    );
    expect(understandPrompts(["harbor", "lights"]).phraseQuery).toBeNull();
  });

  it("matches words about the palette by colour only, and ties colour and mood words to ranges", () => {
    const meaning = understandPrompts(["warm colours for a living room"]);
    expect(meaning.wordQuery).toBe("living:* | room:*");
    expect(words(["blue tones", "warm shades"])).toEqual(["blue", "warm"]);
    // "Colours" beside "warm" only says the prompt is about colour: it takes warm's range.
    expect(colourTerms(meaning).map((term) => term.word)).toEqual(["warm"]);
    expect(meaning.terms.find((term) => term.word === "colours")?.echoesColours).toBe(true);
    const alone = understandPrompts(["colourful quilts"]);
    expect(colourTerms(alone).map((term) => term.word)).toEqual(["colourful"]);
    expect(alone.wordQuery).toBe("quilt:*");
    expect(colourRangeOf(stem("earthy"))).toEqual(colourRangeOf("brown"));
    expect(colourRangeOf(stem("blues"))?.hue).toEqual([215, 310]);
    expect(colourRangeOf(stem("calm"))?.chroma).toEqual([0, 30]);
    expect(colourRangeOf(stem("vivid"))?.chroma).toEqual([45, 200]);
    expect(colourRangeOf("room")).toBeNull();
  });
});

describe("promptRelevance", () => {
  it("is the text rank alone without colour words, else half text and half palette", () => {
    expect(promptRelevance({ textRank: 0.05, bestTextRank: 0.1, coverage: [] })).toBe(0.5);
    expect(promptRelevance({ textRank: 0, bestTextRank: 0, coverage: [FULL_COVERAGE] })).toBe(0.5);
    expect(promptRelevance({ textRank: 0.1, bestTextRank: 0.1, coverage: [1, 0] })).toBe(0.75);
    expect(promptRelevance({ textRank: 0, bestTextRank: 0.1, coverage: [FULL_COVERAGE / 2] })).toBe(
      0.25,
    );
  });
});
