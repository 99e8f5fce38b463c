import { inflateSync } from "node:zlib";

/**
 * The text a PDF made with pdf-lib's standard fonts draws: its streams are
 * inflated and the hex strings shown with Tj are decoded (WinAnsi, read as
 * Latin-1), one string a line. Enough to check what a page says.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(shown[1] ?? "", "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}
