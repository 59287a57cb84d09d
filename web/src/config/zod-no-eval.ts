/**
 * Zod builds fast object parsers with `new Function` where eval is allowed, and probes for it
 * when the first object schema is created. The hosting CSP forbids eval (no 'unsafe-eval' in
 * script-src): the probe's error is caught, but the browser still reports a CSP violation.
 * Jitless mode skips the probe. main.tsx imports this first, before any schema exists.
 */
import { z } from 'zod';

z.config({ jitless: true });
