/**
 * Stands in for `re2js` (45 kB gzip) in the web build (vite.config.ts aliases it here). Firestore's
 * SDK uses RE2JS only to evaluate the `like`, `regexContains` and `regexMatch` expressions of
 * Pipeline queries on the client; SolarCred runs no pipelines, so the engine would only be
 * downloaded with every signed-in screen. Should one ever be used, the SDK catches this error and
 * logs the expression as invalid instead of matching wrongly.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`regular expressions are not bundled (pattern ${pattern}): see web/src/backend/firebase/no-regex-pipelines.ts`);
  },
};
