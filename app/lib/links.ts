/** A piece of plain text: text, or a web link that is safe to open. */
export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string };

// Candidates start with a scheme-like word; anything but http and https stays text.
const CANDIDATE = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`]+/gi;
// Punctuation that usually ends a sentence rather than a URL.
const TRAILING = /[.,;:!?'")\]}]+$/;

/**
 * Splits plain text (a message, a mail) into text and links. Only absolute http and https URLs
 * become links; the text itself is never interpreted as markup.
 */
export function linkify(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(CANDIDATE)) {
    const start = match.index ?? 0;
    let raw = match[0];
    // Keep a closing parenthesis that belongs to the URL, e.g. a wiki link.
    const trailing = raw.match(TRAILING)?.[0] ?? "";
    if (trailing) {
      let cut = trailing.length;
      if (trailing.startsWith(")") && raw.includes("(")) cut -= 1;
      raw = raw.slice(0, raw.length - Math.max(0, cut));
    }
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ kind: "text", text: content.slice(last, start) });
    parts.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < content.length) parts.push({ kind: "text", text: content.slice(last) });
  return mergeText(parts);
}

/** The URL if it is a well-formed http(s) address, else null. */
export function safeHref(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  return url.href;
}

function mergeText(parts: TextPart[]) {
  const merged: TextPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** The first link in a text, if any. */
export function firstLink(text: string): string | null {
  const link = linkify(text).find((part) => part.kind === "link");
  return link?.kind === "link" ? link.href : null;
}
