import { describe, expect, it } from "vitest";
import {
  colourRangeOf,
  colourTerms,
  FULL_COVERAGE,
  isStopWord,
  promptRelevance,
  spellings,
  stem,
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
    expect(words(["Blue  harbor! café No.55 a:*|b"])).toEqual(["blue", "harbor", "café", "55"]);
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

  it("keeps at most eight meaningful words of a prompt, as the search box does", () => {
    expect(words(["one two three four five six seven eight nine ten for a"])).toEqual([
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
      "nine",
    ]);
  });

  it("finds a plural in 'ies' and its singular alike, though the stem is no prefix of the plural", () => {
    const query = (word: string) => understandPrompts([word]).wordQuery;
    expect(stem("cities")).toBe("city");
    expect(query("cities")).toBe("(city:* | cities:*)");
    expect(query("city")).toBe("(city:* | cities:*)");
    expect(query("bodies")).toBe("(body:* | bodies:*)");
    expect(query("series")).toBe("(sery:* | series:*)");
    expect(query("galleries")).toBe("galler:*");
    // A vowel before the "y" takes an "s": "days", "grays".
    expect(query("days")).toBe("day:*");
    expect(query("grey")).toBe("(gray:* | grey:*)");
  });

  it("matches colour and mood words by the palette and the text, and ties them to ranges", () => {
    const meaning = understandPrompts(["warm colours for a living room"]);
    // "Colours" itself says only that the prompt is about colour: the palette answers it.
    expect(meaning.wordQuery).toBe("warm:* | living:* | room:*");
    const garden = understandPrompts(["rose garden", "gold jewellery"]);
    expect(garden.wordQuery).toBe("rose:* | garden:* | gold:* | (jewelr:* | jeweller:*)");
    expect(garden.phraseQuery).toBe("(rose:* <-> garden:*) | (gold:* <-> (jewelr:* | jeweller:*))");
    expect(colourTerms(garden).map((term) => term.word)).toEqual(["rose", "gold"]);
    // The palette says how rose or gold a work is; the other words rank the text.
    expect(garden.rankQuery).toBe("garden:* | (jewelr:* | jeweller:*)");
    expect(understandPrompts(["gold"]).rankQuery).toBe("gold:*");
    expect(words(["blue tones", "warm shades"])).toEqual(["blue", "warm"]);
    // "Colours" beside "warm" only says the prompt is about colour: it takes warm's range.
    expect(colourTerms(meaning).map((term) => term.word)).toEqual(["warm"]);
    expect(meaning.terms.find((term) => term.word === "colours")?.echoesColours).toBe(true);
    const alone = understandPrompts(["colourful quilts"]);
    expect(colourTerms(alone).map((term) => term.word)).toEqual(["colourful"]);
    expect(alone.wordQuery).toBe("quilt:*");
    expect(understandPrompts(["quiet peace"]).wordQuery).toBe("quiet:* | peace:*");
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
