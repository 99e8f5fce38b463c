import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

// Text and page layout for documents drawn with pdf-lib's standard fonts (the certificate).

// US Letter, in points.
export const PAGE = { width: 612, height: 792 };
export const MARGIN = 60;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.13, 0.15, 0.16);
export const MUTED = rgb(0.4, 0.42, 0.45);
export const TEAL = rgb(0.035, 0.573, 0.408);
const RULE = rgb(0.8, 0.83, 0.85);

export type Fonts = {
  serif: PDFFont;
  serifBold: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
  mono: PDFFont;
};

/** Letters that do not decompose into a base letter and a mark. */
const BASE_LETTER: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
};

/**
 * The standard PDF fonts hold only the Western (WinAnsi) characters: accents
 * are kept where the font has the letter, dropped where only the base letter
 * is there, and anything else becomes '?', rather than failing the document.
 */
function printable(font: PDFFont, text: string) {
  const known = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.normalize("NFC").replace(/\s+/g, " ")) {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code)) {
      out += char;
      continue;
    }
    const base = BASE_LETTER[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) && base ? base : "?";
  }
  return out;
}

/** Splits text into lines no wider than `width`; a word too long for a line is cut. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(font, text).split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws pages top to bottom, starting a new framed page when one is full. */
export class Writer {
  page!: PDFPage;
  y = 0;
  /** Heads every page after the first. */
  continuation: string | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    const frame = (inset: number, thickness: number) =>
      this.page.drawRectangle({
        x: inset,
        y: inset,
        width: PAGE.width - 2 * inset,
        height: PAGE.height - 2 * inset,
        borderColor: TEAL,
        borderWidth: thickness,
      });
    frame(24, 1.5);
    frame(29, 0.5);
    this.y = PAGE.height - MARGIN;
    if (this.continuation) {
      this.paragraph(this.continuation, {
        font: this.fonts.serifItalic,
        size: 9.5,
        color: MUTED,
      });
      this.rule(8);
    }
  }

  /** Makes room for `height` points above the bottom margin (and `reserve` below it). */
  ensure(height: number, reserve = 0) {
    if (this.y - height < MARGIN + reserve) this.newPage();
  }

  text(
    text: string,
    options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; x?: number },
  ) {
    this.page.drawText(printable(options.font, text), {
      x: options.x ?? MARGIN,
      y: this.y,
      size: options.size,
      font: options.font,
      color: options.color ?? INK,
    });
  }

  /** Wrapped lines from the current line down; moves below them. */
  paragraph(
    text: string,
    options: {
      font: PDFFont;
      size: number;
      color?: ReturnType<typeof rgb>;
      x?: number;
      width?: number;
      leading?: number;
    },
  ) {
    const leading = options.leading ?? options.size * 1.3;
    for (const line of wrap(options.font, options.size, text, options.width ?? CONTENT_WIDTH)) {
      this.ensure(leading);
      this.y -= options.size;
      this.page.drawText(line, {
        x: options.x ?? MARGIN,
        y: this.y,
        size: options.size,
        font: options.font,
        color: options.color ?? INK,
      });
      this.y -= leading - options.size;
    }
  }

  centered(text: string, font: PDFFont, size: number, color = INK) {
    const line = printable(font, text);
    this.y -= size;
    this.page.drawText(line, {
      x: (PAGE.width - font.widthOfTextAtSize(line, size)) / 2,
      y: this.y,
      size,
      font,
      color,
    });
  }

  rule(gap = 12) {
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= gap;
  }
}
