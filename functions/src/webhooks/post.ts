/**
 * One webhook POST (issue 52): node:http(s) connecting to the address the caller checked (the
 * host name still sent as Host and TLS server name), a 10 s limit for the whole exchange, the
 * response's first 1,000 characters kept. No redirect is followed (a 3xx is a failed attempt).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';

export interface PostRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The checked address to connect to (checkWebhookUrl). */
  address: string;
  timeoutMs: number;
}

export interface PostAnswer {
  /** The HTTP status, or null when no response came (the message in `text`). */
  status: number | null;
  text: string;
}

/** How a delivery sends its request: the real one below, or a test's. */
export type Post = (request: PostRequest) => Promise<PostAnswer>;

export const responseExcerptChars = 1000;

export const httpPost: Post = ({ url, headers, body, address, timeoutMs }) =>
  new Promise((resolve) => {
    const parsed = new URL(url);
    const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
    const family = isIP(address) === 6 ? 6 : 4;
    let settled = false;
    const done = (answer: PostAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const req = send(
      parsed,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body).toString(), 'User-Agent': 'SolarCred-Webhooks/1' },
        // Connect to the checked address only; the URL's host name stays in Host and SNI.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < responseExcerptChars) text += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? null, text: text.slice(0, responseExcerptChars) }));
        res.on('error', (error) => done({ status: res.statusCode ?? null, text: error.message.slice(0, responseExcerptChars) }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`Sem resposta em ${timeoutMs / 1000} s.`));
    }, timeoutMs);
    req.on('error', (error) => done({ status: null, text: error.message.slice(0, responseExcerptChars) }));
    req.end(body);
  });
