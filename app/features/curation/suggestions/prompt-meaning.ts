import { MAX_SEARCH_TERMS, searchWords } from "~/features/catalogue";

/**
 * What a curator's prompt means (R-suggestions-prompts), read the way a
 * person reads "warm colours for a living room": pure functions, no database.
 *
 * 1. The words: letters, marks and digits only, lower case, split as the
 *    search box splits a search (catalogue's searchWords), so no tsquery
 *    syntax typed in a prompt reaches the database.
 * 2. Stop words go ("for", "a", "with", "something"): they say nothing about
 *    which work, and as prefixes they matched nearly every description.
 * 3. stem: one stem for the forms of a word ("colour", "colours",
 *    "colourful" and the US "color" are all `color`). The text is matched by
 *    prefix in the 'simple' (unstemmed) full-text vector, so the query
 *    holds every spelling (`spellings`: British spellings become US ones)
 *    and, for a stem in consonant + "y", its plural in "ies", which the stem
 *    is not a prefix of ("city" → `city:* | cities:*`).
 * 4. Colour and mood words ("warm", "blue", "earthy", "calm", "vivid") are
 *    matched by the palette as well as the text ("rose garden" still finds
 *    a title; "colour" itself by the palette only), but the text is ranked
 *    by the other words when there are any. Each stands for a range of hue, lightness and chroma (CIELAB
 *    LCh; the palettes are stored in Lab): the share of a work's main image
 *    in that range is read in SQL (queries.server.ts, paletteCoverage).
 * 5. Words typed next to each other form a phrase: a work that has them in
 *    the same order and distance ranks above one that has them scattered.
 */

/** A range of colours: hue in degrees (from > to wraps past 0), lightness 0–100, chroma. */
export type ColourRange = {
  hue?: readonly [number, number];
  lightness?: readonly [number, number];
  chroma?: readonly [number, number];
};

/** One meaningful word of the prompts. */
export type PromptTerm = {
  /** As the curator typed it (lower case): shown on the card's "Matches:" line. */
  word: string;
  stem: string;
  /** The prefix query of its forms, e.g. `(color:* | colour:*)`. */
  textQuery: string;
  /**
   * Matched against the works' text: every word but "colour(s)", which only
   * says the prompt is about colour, as "tones" and "shades" do (stop words),
   * and in the text matched every description that mentions its colour.
   */
  inText: boolean;
  /** The colours it stands for, matched against the palettes; null for a word with no colour meaning. */
  colour: ColourRange | null;
  /**
   * "Colours" beside other colour words ("warm colours"): it only says they
   * are about colour, so it has no range of its own and a work answers it
   * when it answers one of them. Alone ("colourful quilts") it means colour
   * rather than greys.
   */
  echoesColours: boolean;
};

export type PromptMeaning = {
  terms: PromptTerm[];
  /** Any text term (`harbor:* | light:*`), or null when no word is matched by text. */
  wordQuery: string | null;
  /**
   * What ranks the text matches: the text terms that are no colour words, or
   * all of them when every one is. The palette already says how blue a work
   * is; a warm "Rag Rug Blues" should not outrank blue prints on "blue prints"
   * because its title has "Blues".
   */
  rankQuery: string | null;
  /** Neighbouring text terms as typed (`harbor:* <-> light:*`), or null when there are none. */
  phraseQuery: string | null;
};

/** Words a curator's sentence is built with that say nothing about which work. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again all also am an and any are around as at be because been before " +
    "being below between both but by can could did do does doing down during each either else " +
    "etc every few for from further had has have having he her here hers him his how i if in " +
    "into is it its itself just least less let like made make many may me might more most much " +
    "must my near need needs no nor not now of off on once one only or other our ours out over " +
    "own per please quite rather really same she should show so some something somewhat such " +
    "than that the their theirs them then there these they thing things this those through to " +
    "too under until up upon us very via want wanted was we well were what when where which " +
    "while who whom whose why will with within without would you your yours " +
    // What every suggestion is, so it tells none apart.
    "art artwork artworks piece pieces work works " +
    // Colour as such: the colour words themselves say which ("warm tones", "blue shades").
    "palette palettes tone tones hue hues shade shades tint tints"
  ).split(" "),
);

/** A one-letter word or a stop word says nothing about which work. */
export function isStopWord(word: string): boolean {
  return word.length < 2 || STOP_WORDS.has(word);
}

/** British spelling → US, anywhere in a word ("watercolours" → "watercolors"). */
const US_SPELLING: readonly (readonly [string, string])[] = [
  ["colour", "color"],
  ["harbour", "harbor"],
  ["neighbour", "neighbor"],
  ["favour", "favor"],
  ["flavour", "flavor"],
  ["honour", "honor"],
  ["humour", "humor"],
  ["labour", "labor"],
  ["parlour", "parlor"],
  ["grey", "gray"],
  ["centre", "center"],
  ["theatre", "theater"],
  ["fibre", "fiber"],
  ["ochre", "ocher"],
  // Not "jewellery" → "jewelry": the stem "jewelr" must give back "jeweller" too.
  ["jeweller", "jewelr"],
];

function usSpelling(word: string): string {
  let out = word;
  for (const [british, us] of US_SPELLING) out = out.replaceAll(british, us);
  return out;
}

/** The stem's spellings, US first: `color` → [`color`, `colour`]. */
export function spellings(stem: string): string[] {
  let british = stem;
  for (const [gb, us] of US_SPELLING) british = british.replaceAll(us, gb);
  return british === stem ? [stem] : [stem, british];
}

const VOWEL = /[aeiouy]/;

/** Removes `suffix` when what is left keeps at least `min` letters and a vowel. */
function strip(word: string, suffix: string, min: number): string | null {
  if (!word.endsWith(suffix)) return null;
  const rest = word.slice(0, -suffix.length);
  return rest.length >= min && VOWEL.test(rest) ? rest : null;
}

/** The plural's singular: "colours" → "colour", "boxes" → "box", "galleries" → "gallery". */
function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  const ies = strip(word, "ies", 3);
  if (ies) return `${ies}y`;
  if (/(sh|ch|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return strip(word, "s", 3) ?? word;
}

/** One derivational ending at most: "colourful" → "colour", "painted" → "paint", "earthy" → "earth". */
const ENDINGS: readonly (readonly [string, number])[] = [
  ["fulness", 3],
  ["ness", 4],
  ["ful", 4],
  ["ing", 4],
  ["ed", 4],
  ["ly", 4],
  ["y", 4],
];

/**
 * A word's stem: US spelling, singular, one ending off. A prefix of the US
 * form except for plurals in "ies" ("cities" → "city"): see prefixQuery.
 */
export function stem(word: string): string {
  const base = singular(usSpelling(word.toLowerCase()));
  for (const [ending, min] of ENDINGS) {
    const rest = strip(base, ending, min);
    if (rest) return rest;
  }
  return base;
}

/** A stem in consonant + "y" also stands for its plural in "ies", which does not start with it. */
const Y_AFTER_CONSONANT = /[^aeiou]y$/;

/**
 * A stem's prefix query: every spelling (`(color:* | colour:*)`) and, for a
 * stem in consonant + "y", its "ies" form (`(city:* | cities:*)`), so the
 * query finds every form the stem stands for. Stems are letters and digits only.
 */
function prefixQuery(stemmed: string): string {
  const forms = spellings(stemmed).flatMap((form) =>
    Y_AFTER_CONSONANT.test(form) ? [form, `${form.slice(0, -1)}ies`] : [form],
  );
  const queries = forms.map((form) => `${form}:*`);
  return queries.length === 1 ? (queries[0] as string) : `(${queries.join(" | ")})`;
}

// The colour words, each a range of hue, lightness and chroma (LCh of CIELAB;
// pure red is at hue 40, orange 65, yellow 100, green 135, teal 195, blue
// 250–306, purple 328). Keyed by stem, so "blues", "earthy" and "colourful" find theirs.
const WARM: ColourRange = { hue: [350, 100], chroma: [15, 200] };
const COOL: ColourRange = { hue: [150, 320], chroma: [10, 200] };
const RED: ColourRange = { hue: [10, 48], chroma: [30, 200] };
const ORANGE: ColourRange = { hue: [48, 78], chroma: [30, 200] };
const YELLOW: ColourRange = { hue: [78, 108], chroma: [30, 200], lightness: [55, 100] };
const GREEN: ColourRange = { hue: [108, 175], chroma: [10, 200] };
const TEAL: ColourRange = { hue: [175, 220], chroma: [12, 200] };
const BLUE: ColourRange = { hue: [215, 310], chroma: [10, 200] };
const NAVY: ColourRange = { hue: [215, 320], chroma: [10, 200], lightness: [0, 45] };
const PURPLE: ColourRange = { hue: [300, 345], chroma: [15, 200] };
const PINK: ColourRange = { hue: [330, 25], chroma: [15, 200], lightness: [55, 100] };
const EARTHY: ColourRange = { hue: [35, 100], chroma: [10, 55], lightness: [20, 65] };
const NEUTRAL: ColourRange = { chroma: [0, 8] };
const DARK: ColourRange = { lightness: [0, 35] };
const WHITE: ColourRange = { lightness: [85, 100], chroma: [0, 10] };
const PALE: ColourRange = { lightness: [70, 100], chroma: [10, 40] };
const VIVID: ColourRange = { chroma: [45, 200] };
const CALM: ColourRange = { lightness: [30, 100], chroma: [0, 30] };
const SUNNY: ColourRange = { hue: [60, 108], chroma: [35, 200], lightness: [60, 100] };
/** "Colour", "colours", "colourful" without another colour word: colour rather than greys. */
const CHROMATIC: ColourRange = { chroma: [20, 200] };
const COLOUR_AS_SUCH = "color";

const COLOUR_WORDS: Readonly<Record<string, ColourRange>> = {
  warm: WARM,
  warmth: WARM,
  warmer: WARM,
  cool: COOL,
  cooler: COOL,
  cold: COOL,
  red: RED,
  crimson: RED,
  scarlet: RED,
  orange: ORANGE,
  yellow: YELLOW,
  gold: YELLOW,
  golden: YELLOW,
  green: GREEN,
  sage: GREEN,
  olive: GREEN,
  teal: TEAL,
  turquoise: TEAL,
  aqua: TEAL,
  blue: BLUE,
  navy: NAVY,
  indigo: NAVY,
  purple: PURPLE,
  violet: PURPLE,
  lavender: PURPLE,
  pink: PINK,
  rose: PINK,
  brown: EARTHY,
  earth: EARTHY,
  earthen: EARTHY,
  terracotta: EARTHY,
  ocher: EARTHY,
  rust: EARTHY,
  gray: NEUTRAL,
  neutral: NEUTRAL,
  monochrome: NEUTRAL,
  black: DARK,
  dark: DARK,
  mood: DARK,
  white: WHITE,
  pale: PALE,
  soft: PALE,
  vivid: VIVID,
  vibrant: VIVID,
  bold: VIVID,
  bright: VIVID,
  neon: VIVID,
  calm: CALM,
  muted: CALM,
  subtle: CALM,
  serene: CALM,
  quiet: CALM,
  peace: CALM,
  tranquil: CALM,
  gentle: CALM,
  sunn: SUNNY,
  cheer: SUNNY,
  [COLOUR_AS_SUCH]: CHROMATIC,
};

/** The colours a stem stands for, or null. */
export function colourRangeOf(stemmed: string): ColourRange | null {
  return COLOUR_WORDS[stemmed] ?? null;
}

/** The meaningful words of the prompts (distinct stems, in the order typed) and their text queries. */
export function understandPrompts(prompts: readonly string[]): PromptMeaning {
  const terms = new Map<string, PromptTerm>();
  const phrases = new Set<string>();
  for (const prompt of prompts) {
    // As many meaningful words per prompt as the search box keeps.
    const meaningful = searchWords(prompt)
      .map((word, position) => ({ word, position }))
      .filter(({ word }) => !isStopWord(word))
      .slice(0, MAX_SEARCH_TERMS)
      .map(({ word, position }) => {
        const stemmed = stem(word);
        const term = terms.get(stemmed) ?? {
          word,
          stem: stemmed,
          textQuery: prefixQuery(stemmed),
          inText: stemmed !== COLOUR_AS_SUCH,
          colour: colourRangeOf(stemmed),
          echoesColours: false,
        };
        terms.set(stemmed, term);
        return { term, position };
      });
    // Neighbours in the prompt, at the distance typed: "harbor at first light" gives
    // harbor <2> first and first <-> light, as the title's words stand.
    for (let i = 1; i < meaningful.length; i++) {
      const before = meaningful[i - 1];
      const after = meaningful[i];
      if (!before || !after || !before.term.inText || !after.term.inText) continue;
      const distance = after.position - before.position;
      const operator = distance === 1 ? "<->" : `<${distance}>`;
      phrases.add(`${before.term.textQuery} ${operator} ${after.term.textQuery}`);
    }
  }
  const asSuch = terms.get(COLOUR_AS_SUCH);
  const otherColours = [...terms.values()].some((t) => t.colour && t.stem !== COLOUR_AS_SUCH);
  if (asSuch && otherColours) {
    terms.set(COLOUR_AS_SUCH, { ...asSuch, colour: null, echoesColours: true });
  }
  const list = [...terms.values()];
  const inText = list.filter((term) => term.inText);
  const notColours = inText.filter((term) => term.colour === null);
  const anyOf = (some: PromptTerm[]) =>
    some.length === 0 ? null : some.map((term) => term.textQuery).join(" | ");
  return {
    terms: list,
    wordQuery: anyOf(inText),
    rankQuery: anyOf(notColours.length > 0 ? notColours : inText),
    phraseQuery: phrases.size === 0 ? null : [...phrases].map((p) => `(${p})`).join(" | "),
  };
}

/** The colour ranges of the prompts' colour words, in the order of `terms`. */
export function colourTerms(meaning: PromptMeaning): (PromptTerm & { colour: ColourRange })[] {
  return meaning.terms.filter(
    (term): term is PromptTerm & { colour: ColourRange } => term.colour !== null,
  );
}

/** Below this share of the image in a colour word's range, the work does not answer it. */
export const MIN_COVERAGE = 0.25;
/** From this share on, a work answers a colour word fully ("warm" needs no more than this). */
export const FULL_COVERAGE = 0.6;
/** With colour words, the text counts for this share of relevance and the palette for the rest. */
export const TEXT_SHARE = 0.5;

/**
 * The relevance of a work to the prompts in [0, 1]: its text rank against
 * the best candidate's and, with colour words, how much of its image lies in
 * their ranges (the mean over those words of coverage ÷ FULL_COVERAGE,
 * capped at 1), each half.
 */
export function promptRelevance(parts: {
  textRank: number;
  bestTextRank: number;
  coverage: readonly number[];
}): number {
  const text = parts.bestTextRank > 0 ? Math.min(1, parts.textRank / parts.bestTextRank) : 0;
  if (parts.coverage.length === 0) return text;
  const colour =
    parts.coverage.reduce((sum, c) => sum + Math.min(1, Math.max(0, c) / FULL_COVERAGE), 0) /
    parts.coverage.length;
  return TEXT_SHARE * text + (1 - TEXT_SHARE) * colour;
}
