// The layers of the app, checked by `npm run lint` (depcruise). Imports go one way:
//   routes → root.tsx and shell/ → features/ → components/ → services/ → lib/ → db/
// Tests (*.test.ts(x) and tests/) may import what they need; they are held only to
// the feature entry points and to having no cycle.

/** Test files and the test kits: exempt from the layer rules below. */
const TESTS = ["\\.test\\.tsx?$", "^tests/"];

/** What a feature shows the rest of the app. */
const ENTRY = "^app/features/[^/]+/(index|ui|index\\.server)\\.tsx?$";
/** The small entries that give the page frame (root.tsx and shell/) what it draws. */
const SHELL_ENTRY = "^app/features/[^/]+/shell\\.ts$";

/**
 * The features from the bottom up: a feature imports only features before it in
 * this list, so features never import each other both ways.
 */
const FEATURES = [
  "geo",
  "media",
  "plans",
  "owned-items",
  "mail-preferences",
  "messaging",
  "catalogue",
  "commerce",
  "alerts",
  "studio",
  "site",
  "accounts",
  "curation",
  "admin",
  "demo",
];

/** Browser code: shared components, the shell, features' components and UI entries. */
const CLIENT = [
  "^app/components/",
  "^app/shell/",
  "^app/features/.+/components/",
  "^app/features/[^/]+/(ui|shell)\\.ts$",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycle between files (type-only imports count too).",
      from: {},
      to: { circular: true },
    },
    {
      name: "nothing-imports-routes",
      severity: "error",
      comment:
        "Routes sit on top: nothing else under app/ (nor server/ or scripts/) imports a route.",
      from: { pathNot: ["^app/routes/", ...TESTS] },
      to: { path: "^app/routes/" },
    },
    {
      name: "shell-below-routes",
      severity: "error",
      comment: "The shell frames every page: it imports no route and not the root module.",
      from: { path: "^app/shell/", pathNot: TESTS },
      to: { path: "^app/root\\.tsx$" },
    },
    {
      name: "features-below-shell",
      severity: "error",
      comment:
        "Features sit below the page frame: they import neither the shell nor the root module.",
      from: { path: "^app/features/", pathNot: TESTS },
      to: { path: ["^app/shell/", "^app/root\\.tsx$", "^app/entry\\.server\\.tsx$"] },
    },
    {
      name: "components-are-leaves",
      severity: "error",
      comment: "Shared components are leaf UI: they import no feature, no shell and not the root.",
      from: { path: "^app/components/", pathNot: TESTS },
      to: { path: ["^app/features/", "^app/shell/", "^app/root\\.tsx$", "^app/services/"] },
    },
    {
      name: "services-below-features",
      severity: "error",
      comment: "services sits below the features: it imports no feature and no UI.",
      from: { path: "^app/services/", pathNot: TESTS },
      to: { path: ["^app/features/", "^app/components/", "^app/shell/", "^app/root\\.tsx$"] },
    },
    {
      name: "lib-below-services",
      severity: "error",
      comment: "lib sits below the features: it imports no feature, no service and no UI.",
      from: { path: "^app/lib/", pathNot: TESTS },
      to: {
        path: [
          "^app/features/",
          "^app/services/",
          "^app/components/",
          "^app/shell/",
          "^app/root\\.tsx$",
        ],
      },
    },
    {
      name: "feature-entry-points",
      severity: "error",
      comment:
        "Reach another feature only through its entry points: index.ts, ui.ts or index.server.ts.",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", ENTRY] },
    },
    {
      name: "feature-entry-points-from-outside",
      severity: "error",
      comment:
        "Outside the features, reach one only through its entry points: index.ts, ui.ts or index.server.ts (and shell.ts from the page frame).",
      from: { pathNot: ["^app/features/", "^app/shell/", "^app/root\\.tsx$"] },
      to: { path: "^app/features/", pathNot: ENTRY },
    },
    {
      name: "shell-through-entry-points",
      severity: "error",
      comment:
        "The page frame reaches a feature through its shell.ts, ui.ts, index.ts or index.server.ts.",
      from: { path: ["^app/shell/", "^app/root\\.tsx$"] },
      to: { path: "^app/features/", pathNot: [ENTRY, SHELL_ENTRY] },
    },
    ...FEATURES.map((feature, at) => ({
      name: "features-one-way",
      severity: "error",
      comment: `${feature} imports only features listed before it in FEATURES (.dependency-cruiser.cjs).`,
      from: { path: `^app/features/${feature}/`, pathNot: TESTS },
      to: { path: `^app/features/(${FEATURES.slice(at + 1).join("|") || "-"})/` },
    })),
    {
      name: "every-feature-has-a-place",
      severity: "error",
      comment: "A new feature folder takes its place in FEATURES (.dependency-cruiser.cjs).",
      from: {},
      to: { path: "^app/features/", pathNot: `^app/features/(${FEATURES.join("|")})/` },
    },
    {
      name: "client-imports-no-server-module",
      severity: "error",
      comment: "Components run in the browser: they never import a *.server module.",
      from: { path: CLIENT, pathNot: TESTS },
      to: { path: ["\\.server\\.tsx?$", "/\\.server/"] },
    },
    {
      name: "database-only-from-server-modules",
      severity: "error",
      comment:
        "Only *.server.ts files and app/db touch the database (schema, rows, drizzle, pg, PGlite); type-only imports of row types are fine.",
      from: {
        pathNot: [
          "\\.server\\.tsx?$",
          "^app/db/",
          ...TESTS,
          "^app/routes/",
          "^server/",
          "^scripts/",
        ],
      },
      to: {
        path: ["^app/db/", "node_modules/(drizzle-orm|pg|@electric-sql/pglite)/"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "entry-points-take-only-the-connection",
      severity: "error",
      comment:
        "Routes, server/ and scripts/ hand the database connection (~/db/client.server) to feature functions; queries live in the features' *.server.ts files.",
      from: {
        path: ["^app/routes/", "^server/", "^scripts/"],
        pathNot: ["\\.server\\.tsx?$", ...TESTS],
      },
      to: {
        path: ["^app/db/", "node_modules/(drizzle-orm|pg|@electric-sql/pglite)/"],
        pathNot: "^app/db/client\\.server\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^\\.react-router/", "^build/"] },
    // Resolves the `~/` alias the way TypeScript does, and keeps type-only imports in the graph.
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
