// Checks app/mantine-styles.css against a build: `npx tsx scripts/mantine-styles.ts [BUILD_DIR]`
// (run by `npm run build`). Mantine's components carry their CSS class names
// (`m_` and eight hex digits) in their JavaScript, and each per-component file
// of @mantine/core/styles/ defines rules for its own; so a component that the
// browser's JavaScript can render needs the file whose classes it names.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const MANTINE_CLASS = /m_[0-9a-f]{8}/g;
const LIST = path.resolve(import.meta.dirname, "../app/mantine-styles.css");

/** Where @mantine/core keeps its per-component files, found through one it exports. */
function stylesDir() {
  return path.dirname(createRequire(import.meta.url).resolve("@mantine/core/styles/global.css"));
}

/** The per-component files whose classes the build's browser JavaScript names, e.g. `Button.css`. */
export function neededStyles(buildDir: string) {
  const assets = path.join(buildDir, "client/assets");
  const used = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
    for (const name of readFileSync(path.join(assets, file), "utf8").match(MANTINE_CLASS) ?? []) {
      used.add(name);
    }
  }
  const dir = stylesDir();
  return readdirSync(dir)
    .filter((file) => file.endsWith(".css") && !file.endsWith(".layer.css"))
    .filter((file) => {
      const classes = readFileSync(path.join(dir, file), "utf8").match(MANTINE_CLASS) ?? [];
      return classes.some((name) => used.has(name));
    });
}

/** The per-component files app/mantine-styles.css imports. */
export function listedStyles(list = readFileSync(LIST, "utf8")) {
  return [...list.matchAll(/@import\s+"@mantine\/core\/styles\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
}

/** Files the build needs that the list lacks, and files it lists that nothing uses. */
export function compareStyles(needed: string[], listed: string[]) {
  const global = new Set(["baseline.css", "default-css-variables.css", "global.css"]);
  return {
    missing: needed.filter((file) => !listed.includes(file)),
    unused: listed.filter((file) => !global.has(file) && !needed.includes(file)),
  };
}

if (import.meta.main) {
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const { missing, unused } = compareStyles(neededStyles(buildDir), listedStyles());
  if (unused.length > 0) {
    console.log(`Mantine styles no component uses any more (remove them): ${unused.join(", ")}`);
  }
  if (missing.length > 0) {
    console.error(
      `The build renders Mantine components whose styles app/mantine-styles.css lacks. Add:\n${missing
        .map((file) => `@import "@mantine/core/styles/${file}";`)
        .join("\n")}`,
    );
    process.exit(1);
  }
  console.log("Every Mantine component in the build has its styles.");
}
