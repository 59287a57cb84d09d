/**
 * Zod builds fast object parsers with `new Function` where eval is allowed, and probes for it
 * when the first object schema is created. The hosting CSP forbids eval (no 'unsafe-eval' in
 * script-src): the probe's error is caught, but the browser still reports a CSP violation.
 * Jitless mode skips the probe. main.tsx imports this first, before any schema exists.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there,
 * so setting it directly leaves zod itself out of the entry chunk (it loads with the first form).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
