const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const TAG_END = ">".charCodeAt(0);

/**
 * Marks the page's module preloads `fetchpriority="low"`.
 *
 * React Router's `<Scripts>` preloads every module a page hydrates with (20–40
 * on a first visit) at the browser's default high priority, which puts them
 * ahead of the stylesheets' bandwidth and the main image's on a slow
 * connection, although nothing is painted by them: the page is server-rendered
 * and its links and forms work before they arrive. React preloads the bootstrap
 * modules it is given at low priority for that reason; `<Scripts>` has no
 * option for it, so its output gets the attribute here (a preload that already
 * has a priority keeps it). A whole tag is always within one of React's
 * flushes, so each flush is rewritten on its own.
 */
export function lowPriorityModulePreloads(html: Buffer): Buffer {
  let at = html.indexOf(PRELOAD);
  if (at === -1) return html;
  const parts: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    const end = at + PRELOAD.length;
    const tag = html.subarray(at, html.indexOf(TAG_END, end)).toString("latin1");
    if (!/\sfetchpriority=/i.test(tag)) {
      parts.push(html.subarray(from, end), LOW_PRIORITY);
      from = end;
    }
    at = html.indexOf(PRELOAD, end);
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
