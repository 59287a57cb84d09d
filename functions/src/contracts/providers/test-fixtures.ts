/** The ZapSign fixtures (tests/fixtures/zapsign/, from ZapSign's documented payloads) and the contract they are about, for the unit tests. */
import { readFileSync } from 'node:fs';
import { generatedContract } from '@solarcred/domain/contract/test-contract';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { zapSignSecretHeader } from './zapsign';

export const fixtureSecret = 'segredo-do-webhook-de-teste';

/** A fixture's text (the raw body as ZapSign would send it) and parsed JSON. */
export function zapSignFixture(name: string): { raw: string; json: Record<string, unknown> } {
  const raw = readFileSync(new URL(`../../../../tests/fixtures/zapsign/${name}.json`, import.meta.url), 'utf8');
  return { raw, json: JSON.parse(raw) as Record<string, unknown> };
}

/** The webhook request ZapSign posts: the configured header and the JSON body. */
export function zapSignDelivery(body: Record<string, unknown>, secret: string | null = fixtureSecret) {
  const raw = JSON.stringify(body);
  return { headers: { 'content-type': 'application/json', ...(secret === null ? {} : { [zapSignSecretHeader]: secret }) }, rawBody: Buffer.from(raw), body };
}

/** The fixture documents' token (the provider's document id). */
export const fixtureDocument = 'cce11abf-abcd-abcd-a657-25b55f185f16';

/** The fixture contract as sent to ZapSign (its events are about it), in `estado`. */
export function sentContract(fields: Partial<StoredContract> = {}): StoredContract {
  return { ...generatedContract(1), provedor: 'zapsign', provedor_documento: fixtureDocument, estado: 'enviado', ...fields };
}

/** A tiny PDF, as a provider's signed file starts. */
export const signedPdfBytes = new Uint8Array(Buffer.from('%PDF-1.7\n% assinado pela ZapSign\n%%EOF\n', 'latin1'));
