/**
 * Firestore `written` CloudEvents for propostas/{id}, delivered to a trigger the way the Functions
 * emulator delivers them: the counters' suites replay one event (same id) to check idempotency.
 */
import { expect } from 'vitest';
import { projectId } from '../emulator-env';
import { functionsOrigin, region } from './callables';

/** A document's fields in Firestore's REST form, e.g. { status: { stringValue: 'enviada' } }. */
export type RestFields = Record<string, Record<string, unknown>>;

/** The event of a write of propostas/{docId}: before null creates, after null deletes. */
export function proposalWrittenEvent(eventId: string, docId: string, before: RestFields | null, after: RestFields | null) {
  const name = `projects/${projectId}/databases/(default)/documents/propostas/${docId}`;
  const now = new Date().toISOString();
  const value = (fields: RestFields) => ({ name, createTime: now, updateTime: now, fields });
  return {
    specversion: '1.0',
    id: eventId,
    source: `//firestore.googleapis.com/projects/${projectId}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written',
    subject: `documents/propostas/${docId}`,
    time: now,
    datacontenttype: 'application/json',
    data: { ...(after ? { value: value(after) } : {}), ...(before ? { oldValue: value(before) } : {}) },
    project: projectId,
    database: '(default)',
    namespace: '(default)',
    document: `propostas/${docId}`,
    location: region,
  };
}

/**
 * Delivers an event to a trigger (its emulator key is the function id plus a generation number,
 * e.g. `southamerica-east1-onProposalWritten-0`); resolves when the function finished.
 */
export async function deliverToTrigger(functionName: string, event: ReturnType<typeof proposalWrittenEvent>): Promise<void> {
  const listing = await (await fetch(`${functionsOrigin}/functions/projects/${projectId}/triggers/-`, { method: 'POST' })).text();
  const key = new RegExp(`${region}-${functionName}-\\d+`).exec(listing)?.[0];
  if (!key) throw new Error(`${functionName} is not loaded in the Functions emulator: ${listing.slice(0, 500)}`);
  const response = await fetch(`${functionsOrigin}/functions/projects/${projectId}/triggers/${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  expect(response.status, await response.text()).toBe(200);
}
