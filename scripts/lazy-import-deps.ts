// What a lazy import (`import()`) asks the browser to fetch first. The bundler
// lists, for each one, every file of the imported module's graph: its scripts
// as `<link rel="modulepreload">` and its stylesheets as `<link
// rel="stylesheet">`, skipping only files already linked under the same
// address. React Router links a stylesheet that lazy modules also use under
// another address (with a trailing "#"), so a lazy control of the search page
// added the shell's whole stylesheet (170 KB) a second time: the browser
// matched every later style change against both copies.
//
// When a chunk runs, every file of its static import graph is already there:
// React Router links a route's stylesheets and scripts with the route, and a
// lazy import fetches its module's graph before the module runs. So a lazy
// import inside a chunk need not ask again for any of those files.
//
// Vite's `build.modulePreload.resolveDependencies` filters only the scripts
// of such a list (it adds the stylesheets back after it), so the lists are
// rewritten here once the bundler has written them.
import type { Plugin } from "vite";

type Chunk = { imports: string[]; css: string[] };

/** Every file `fileName` brings with it statically: its chunk's imports, to any depth, and their stylesheets. */
export function staticFiles(fileName: string, chunks: ReadonlyMap<string, Chunk>) {
  const files = new Set<string>();
  const queue = [fileName];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    for (const css of chunk.css) files.add(css);
    queue.push(...chunk.imports);
  }
  return files;
}

// `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js",…])))=>i.map(i=>d[i]);`
const FILE_LIST = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
const DEPS_CALL = /__vite__mapDeps\(\[([0-9,]*)\]\)/g;

/**
 * `code` with each lazy import's list of files to fetch first left without the
 * files in `present` (what the chunk's own static graph has brought). Code
 * without such lists is returned as it is.
 */
export function withoutPresentDeps(code: string, present: ReadonlySet<string>) {
  const list = FILE_LIST.exec(code);
  if (!list?.[1]) return code;
  const files = JSON.parse(list[1]) as string[];
  return code.replace(DEPS_CALL, (_call, indices: string) => {
    const kept = indices
      .split(",")
      .filter((index) => index !== "" && !present.has(files[Number(index)] as string));
    return `__vite__mapDeps([${kept.join(",")}])`;
  });
}

/** The client build's lazy imports stop asking for files their chunk's static graph has brought. */
export function lazyImportsSkipPresentFiles(): Plugin {
  return {
    name: "lazy-imports-skip-present-files",
    applyToEnvironment: (environment) => environment.name === "client",
    // After the bundler has written the lists into the chunks.
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = new Map<string, Chunk>();
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          chunks.set(output.fileName, {
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          });
        }
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !output.code.includes("__vite__mapDeps")) continue;
          output.code = withoutPresentDeps(output.code, staticFiles(output.fileName, chunks));
        }
      },
    },
  };
}
