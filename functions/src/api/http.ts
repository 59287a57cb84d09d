/**
 * The partner API's HTTP edge (issue 52): the request and response as the `api` function uses
 * them (a structural subset of Express's, so the handler is testable without a server), and the
 * one way every answer is written: JSON, `application/json; charset=utf-8`, never cached.
 */

export interface ApiRequest {
  method: string;
  /** The path as the function sees it: '/api/v1/…' behind Hosting's rewrite, '/v1/…' on the function's own URL. */
  path: string;
  /** The URL as received (path and query), for the upload URL's base. */
  originalUrl?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  /** The bytes as received (the runtime keeps them beside its parsed `body`). */
  rawBody?: Buffer;
  body?: unknown;
  socket?: { remoteAddress?: string | undefined };
}

export interface ApiResponse {
  status(code: number): ApiResponse;
  set(field: string, value: string): ApiResponse;
  send(body: string): unknown;
}

export const jsonContentType = 'application/json; charset=utf-8';

/** Writes `body` as JSON with `status` and `headers`. */
export function sendJson(response: ApiResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  response.set('Content-Type', jsonContentType);
  response.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) response.set(name, value);
  response.status(status).send(JSON.stringify(body));
}

/** One header's value (the first when repeated), '' when absent. */
export function headerOf(request: Pick<ApiRequest, 'headers'>, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** One query parameter as a string, undefined when absent or repeated (a repeated parameter is not one value). */
export function queryOf(request: Pick<ApiRequest, 'query'>, name: string): string | undefined {
  const value = request.query[name];
  return typeof value === 'string' ? value : undefined;
}
