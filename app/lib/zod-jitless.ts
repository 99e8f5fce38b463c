/**
 * Zod compiles object parsers with `new Function` when it may; the CSP forbids
 * eval, and even Zod's probe for it shows as a violation. Zod reads this global
 * when its first module loads, which a module of ours cannot precede (bundled
 * chunks run their imports first), so the page sets it in an inline script.
 */
export const ZOD_JITLESS_SCRIPT =
  "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
