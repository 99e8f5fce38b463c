// One chunk for the code every page runs: the browser entry, the root route
// and everything they import, instead of the forty small files the bundler's
// automatic splitting makes of it (each shared by a different set of routes).
// Likewise one chunk of its own for each page a visitor meets first, and one
// those pages share (see chunkNamer). A page then downloads fewer,
// better-compressed files; over HTTP/1.1, with six connections per host, the
// first visit waits for far fewer round trips.
//
// The bundler's module graph lists what a module imports, not which of a
// package's exports it uses: following `@mantine/core`'s index would pull in
// every Mantine component. So re-export-only modules ("barrels") are followed
// only for the names actually imported from them.
import path from "node:path";
import { parseSync } from "vite";

export type ModuleGraph = {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
  } | null;
};

const ALL = Symbol("every export");
type Wanted = Set<string> | typeof ALL;

const BARREL_STATEMENTS = new Set([
  "ImportDeclaration",
  "ExportAllDeclaration",
  "ExportNamedDeclaration",
]);
const SOURCE_SUFFIX = /^(\/index)?(\.[cm]?[jt]sx?)?$/;

function withoutQuery(id: string) {
  return id.replace(/[?#].*$/, "");
}

/** The ids among `importedIds` that `request`, written in `importer`, resolved to. */
export function resolveRequest(
  request: string,
  importer: string,
  importedIds: readonly string[],
  appDir: string,
): string[] {
  const bare = withoutQuery(request);
  let base: string | undefined;
  if (bare.startsWith(".")) base = path.resolve(path.dirname(withoutQuery(importer)), bare);
  else if (bare.startsWith("~/")) base = path.resolve(appDir, bare.slice(2));
  else if (bare.startsWith("/")) base = bare;
  if (base !== undefined) {
    const from = base;
    return importedIds.filter((id) => {
      const file = withoutQuery(id);
      return file.startsWith(from) && SOURCE_SUFFIX.test(file.slice(from.length));
    });
  }
  const segments = bare.split("/");
  const name = bare.startsWith("@") ? segments.slice(0, 2).join("/") : segments[0];
  const subpath = segments.slice(bare.startsWith("@") ? 2 : 1).join("/");
  const packageDir = `/node_modules/${name}/`;
  // The file's path inside the package (the last copy, for nested node_modules).
  const inPackage = importedIds.flatMap((id) => {
    const at = id.lastIndexOf(packageDir);
    return at < 0 ? [] : [{ id, file: withoutQuery(id).slice(at + packageDir.length) }];
  });
  if (subpath) {
    const exact = inPackage.filter(({ file }) => file.includes(subpath));
    return (exact.length ? exact : inPackage).map(({ id }) => id);
  }
  return inPackage.filter(({ file }) => !file.endsWith(".css")).map(({ id }) => id);
}

type ImportName = { kind: string; name: string | null };
/** An import or export's name as the module that has it calls it; ALL for a namespace. */
function bindingName(name: ImportName): string | typeof ALL {
  if (name.kind === "Name" && name.name) return name.name;
  if (name.kind === "Default") return "default";
  return ALL;
}
const wantedOf = (name: string | typeof ALL): Wanted => (name === ALL ? ALL : new Set([name]));

type Parsed = ReturnType<typeof parseSync>;
/** Parsed modules by id, kept across walks of one graph (null: unreadable). */
type ParsedModules = Map<string, { parsed: Parsed; barrel: boolean } | null>;

/** Whether a module only imports and re-exports (directives such as "use client" aside). */
function isBarrel(parsed: Parsed) {
  const { body } = parsed.program;
  return (
    body.some((statement) => statement.type !== "ExpressionStatement") &&
    body.every((statement) =>
      statement.type === "ExpressionStatement"
        ? "directive" in statement && typeof statement.directive === "string"
        : BARREL_STATEMENTS.has(statement.type) &&
          !(statement.type === "ExportNamedDeclaration" && statement.declaration),
    )
  );
}

/**
 * Whether a module that `export *` forwards `names` to may export one of them.
 * Its own `export *` may export anything; a module with no export statement
 * (CommonJS) is assumed to.
 */
function mayExport(parsed: Parsed, names: Set<string>) {
  const { staticExports } = parsed.module;
  return (
    staticExports.length === 0 ||
    staticExports.some((statement) =>
      statement.entries.some((entry) => {
        if (entry.exportName.kind === "None") return true;
        const exported = bindingName(entry.exportName);
        return exported === ALL || names.has(exported);
      }),
    )
  );
}

/**
 * Every module `entries` import statically, following barrels only for the
 * names imported from them; the entries themselves are left out. A module
 * that cannot be read is taken whole.
 */
export function shellModules(
  graph: ModuleGraph,
  entries: string[],
  appDir: string,
  parsedById: ParsedModules = new Map(),
) {
  const whole = new Set<string>();
  const namesSeen = new Map<string, Set<string>>();
  // Each with the names wanted of it, and whether only an `export *` forwarded them.
  const queue: [string, Wanted, boolean][] = entries.map((entry) => [entry, ALL, false]);

  const follow = (id: string, wanted: Wanted, forwarded = false) =>
    queue.push([id, wanted, forwarded]);
  const parse = (id: string, code: string | null) => {
    let known = parsedById.get(id);
    if (known === undefined) {
      const parsed = code ? parseSync(withoutQuery(id), code) : undefined;
      known = parsed && !parsed.errors.length ? { parsed, barrel: isBarrel(parsed) } : null;
      parsedById.set(id, known);
    }
    return known;
  };

  while (queue.length) {
    const [id, wanted, forwarded] = queue.pop() as [string, Wanted, boolean];
    if (whole.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const read = parse(id, info.code);
    const parsed = read?.parsed;
    // One of a barrel's `export *` modules that exports none of the names asked of it.
    if (forwarded && parsed && wanted !== ALL && !read.barrel && !mayExport(parsed, wanted)) {
      continue;
    }
    const resolve = (request: string) => resolveRequest(request, id, info.importedIds, appDir);

    if (!parsed || !read.barrel || wanted === ALL) {
      // The module's own code runs, so everything it imports is needed.
      whole.add(id);
      const resolved = new Set<string>();
      const imports = parsed ? parsed.module.staticImports : [];
      for (const statement of imports) {
        const targets = resolve(statement.moduleRequest.value);
        const names = statement.entries.map((entry) => bindingName(entry.importName));
        const targetWanted: Wanted =
          names.length === 0 || names.includes(ALL) ? ALL : new Set(names as string[]);
        for (const target of targets) {
          resolved.add(target);
          follow(target, targetWanted);
        }
      }
      const reexports = parsed ? parsed.module.staticExports : [];
      for (const statement of reexports) {
        for (const entry of statement.entries) {
          if (!entry.moduleRequest) continue;
          for (const target of resolve(entry.moduleRequest.value)) {
            resolved.add(target);
            follow(target, wantedOf(bindingName(entry.importName)));
          }
        }
      }
      // What the code does not say (CommonJS `require`, imports a transform adds).
      for (const target of info.importedIds) if (!resolved.has(target)) follow(target, ALL);
      continue;
    }

    // A barrel: follow only what serves a wanted name not followed before.
    const seen = namesSeen.get(id) ?? new Set<string>();
    namesSeen.set(id, seen);
    const fresh = [...wanted].filter((name) => !seen.has(name));
    if (!fresh.length) continue;
    for (const name of fresh) seen.add(name);
    const unmatched = new Set(fresh);
    const starExports: string[] = [];
    for (const statement of parsed.module.staticExports) {
      for (const entry of statement.entries) {
        if (!entry.moduleRequest) continue;
        const request = entry.moduleRequest.value;
        if (entry.importName.kind === "AllButDefault" || entry.importName.kind === "All") {
          if (entry.exportName.kind === "None") starExports.push(request);
          else if (entry.exportName.name && fresh.includes(entry.exportName.name)) {
            // `export * as name from`: the whole module under one name.
            unmatched.delete(entry.exportName.name);
            for (const target of resolve(request)) follow(target, ALL);
          }
          continue;
        }
        const exported = bindingName(entry.exportName);
        if (exported === ALL || !fresh.includes(exported)) continue;
        unmatched.delete(exported);
        for (const target of resolve(request))
          follow(target, wantedOf(bindingName(entry.importName)));
      }
    }
    // `export *` passes on every name but the default.
    unmatched.delete("default");
    if (unmatched.size) {
      for (const request of starExports) {
        for (const target of resolve(request)) follow(target, new Set(unmatched), true);
      }
    }
    // Imports only for their effects (a stylesheet) run whatever is used.
    for (const statement of parsed.module.staticImports) {
      if (statement.entries.length) continue;
      for (const target of resolve(statement.moduleRequest.value)) follow(target, ALL);
    }
  }

  for (const entry of entries) whole.delete(entry);
  return whole;
}

export type ChunkPlan = {
  /** Every page's entries: React Router's browser entry and the root route. */
  shellEntries: string[];
  /** The route module of each page a visitor meets first, by a short name. */
  firstVisitPages: Record<string, string>;
  /** Every route module, the first-visit pages' included. */
  routes: string[];
  appDir: string;
};

/**
 * What `entries` import, as shellModules finds it, and what loads later from
 * there (dynamic imports) with what that imports in turn.
 */
function modulesEverLoaded(
  graph: ModuleGraph,
  entries: string[],
  appDir: string,
  parsed: ParsedModules,
) {
  const roots = new Set(entries);
  const loaded = new Set<string>();
  // Each round walks only the modules first found loading lazily in the round before.
  for (let fresh = [...roots]; fresh.length; ) {
    const found = [...fresh, ...shellModules(graph, fresh, appDir, parsed)];
    fresh = [];
    for (const id of found) {
      loaded.add(id);
      for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (!roots.has(lazy)) {
          roots.add(lazy);
          fresh.push(lazy);
        }
      }
    }
  }
  return loaded;
}

/**
 * The chunk each module goes to: "shell" for what every page runs; for what
 * the first-visit pages import, `page-<name>` when one of them needs it and
 * "pages-shared" when several do. A module that one first-visit page alone
 * ever loads is left to the bundler, which puts it in that route's own file,
 * and so is every module the first-visit pages do not import (null).
 *
 * Left to itself, the bundler makes one file per set of routes that share a
 * module: a first visit to the home page downloaded eighteen files, most under
 * 2 KB. Over HTTP/1.1 each costs a round trip on one of six connections, and
 * the page's first paint waited for them. A first-visit page now needs seven.
 * Another route that imports one of the grouped modules downloads its whole
 * group: small parts other pages use too (icons, a grid, a card).
 */
export function chunkNamer(graph: ModuleGraph, plan: ChunkPlan): (id: string) => string | null {
  const missing = plan.shellEntries.filter((entry) => !graph.getModuleInfo(entry));
  if (missing.length) console.warn(`No shell chunk: ${missing.join(", ")} not in the build`);
  const parsed: ParsedModules = new Map();
  const shell = shellModules(graph, plan.shellEntries, plan.appDir, parsed);
  const pagesOf = new Map<string, string[]>();
  const onlyOnePage = new Set<string>();
  for (const [page, entry] of Object.entries(plan.firstVisitPages)) {
    const reached = shellModules(graph, [entry], plan.appDir, parsed);
    const elsewhere = modulesEverLoaded(
      graph,
      [...plan.shellEntries, ...plan.routes.filter((route) => route !== entry)],
      plan.appDir,
      parsed,
    );
    for (const id of reached) {
      if (shell.has(id)) continue;
      pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
      if (!elsewhere.has(id)) onlyOnePage.add(id);
    }
  }
  return (id) => {
    if (shell.has(id)) return "shell";
    const pages = pagesOf.get(id);
    if (!pages || (pages.length === 1 && onlyOnePage.has(id))) return null;
    return pages.length === 1 ? `page-${pages[0]}` : "pages-shared";
  };
}
