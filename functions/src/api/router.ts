/**
 * The partner API's route table matcher (issue 52): a method and a '/v1/…' path to one route and
 * its path parameters; a known path under another method answers 405 with Allow.
 */

export interface RouteSpec<R> {
  method: 'GET' | 'POST' | 'PUT';
  /** e.g. '/v1/propostas/:id'. */
  pattern: string;
  route: R;
}

export type RouteMatch<R> = { kind: 'found'; route: R; params: Record<string, string> } | { kind: 'method'; allow: string } | { kind: 'none' };

/** A path segment's value: at most 1,000 url-safe characters (ids; an upload token is about 300). */
const segment = /^[A-Za-z0-9._~-]{1,1000}$/;

function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < expected.length; i++) {
    const name = expected[i]!;
    const value = actual[i]!;
    if (name.startsWith(':')) {
      if (!segment.test(value)) return null;
      params[name.slice(1)] = value;
    } else if (name !== value) return null;
  }
  return params;
}

export function matchIn<R>(table: readonly RouteSpec<R>[], method: string, path: string): RouteMatch<R> {
  const allowed: string[] = [];
  for (const spec of table) {
    const params = paramsOf(spec.pattern, path);
    if (!params) continue;
    if (spec.method === method) return { kind: 'found', route: spec.route, params };
    allowed.push(spec.method);
  }
  return allowed.length > 0 ? { kind: 'method', allow: [...new Set(allowed)].join(', ') } : { kind: 'none' };
}
