/**
 * The search trigger (functions/src/integrators/search-tokens.ts) on the Functions + Firestore
 * emulators: it writes the domain's tokens once, rewrites them when a searched field changes,
 * and leaves a record whose tokens are already right untouched (so its own write ends there).
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { integratorSearchTokens } from '@solarcred/domain/integrator-search';
import { hasFirestore, projectId } from '../emulator-env';
import { waitFor } from './auth-emulator';
import { functionsOrigin, region } from './callables';
import { db, integratorRecord, uniqueId } from './firestore-admin';

const read = async (id: string) => {
  const snapshot = await db().doc(`integradores/${id}`).get();
  return { data: snapshot.data() ?? {}, updateTime: snapshot.updateTime };
};
const tokensOf = (data: DocumentData) => integratorSearchTokens({ nome_empresa: data['nome_empresa'], email: data['email'], cnpj: data['cnpj'] });

/** Waits until the stored tokens are the domain's for the stored fields. */
const tokensSettled = (id: string) =>
  waitFor(`search_tokens of integradores/${id}`, async () => {
    const current = await read(id);
    const stored = current.data['search_tokens'] as string[] | undefined;
    return stored && JSON.stringify(stored) === JSON.stringify(tokensOf(current.data)) ? current : undefined;
  });

/** A protobuf timestamp as RFC 3339 with nanoseconds (the precondition compares them exactly). */
const rfc3339 = (at: Timestamp) => new Date(at.seconds * 1000).toISOString().replace('.000Z', `.${String(at.nanoseconds).padStart(9, '0')}Z`);

/** The REST form of the fields the trigger reads. */
const restFields = (data: DocumentData) => ({
  nome_empresa: { stringValue: data['nome_empresa'] },
  email: { stringValue: data['email'] },
  cnpj: { stringValue: data['cnpj'] },
  search_tokens: { arrayValue: { values: (data['search_tokens'] as string[]).map((stringValue) => ({ stringValue })) } },
});

/**
 * Delivers a `written` event for integradores/{id} whose `after` is `data` at `updateTime`, the
 * way the emulator does; resolves once the function has finished.
 */
async function deliver(id: string, data: DocumentData, updateTime: Timestamp): Promise<void> {
  const listing = await (await fetch(`${functionsOrigin}/functions/projects/${projectId}/triggers/-`, { method: 'POST' })).text();
  const key = new RegExp(`${region}-onIntegratorSearchFields-\\d+`).exec(listing)?.[0];
  if (!key) throw new Error(`onIntegratorSearchFields is not loaded in the Functions emulator: ${listing.slice(0, 500)}`);
  const name = `projects/${projectId}/databases/(default)/documents/integradores/${id}`;
  const event = {
    specversion: '1.0',
    id: uniqueId('evt'),
    source: `//firestore.googleapis.com/projects/${projectId}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written',
    subject: `documents/integradores/${id}`,
    time: new Date().toISOString(),
    datacontenttype: 'application/json',
    data: { value: { name, createTime: rfc3339(updateTime), updateTime: rfc3339(updateTime), fields: restFields(data) } },
    project: projectId,
    database: '(default)',
    namespace: '(default)',
    document: `integradores/${id}`,
    location: region,
  };
  const response = await fetch(`${functionsOrigin}/functions/projects/${projectId}/triggers/${key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  expect(response.status, await response.text()).toBe(200);
}

describe.skipIf(!hasFirestore)('search tokens trigger (Functions + Firestore emulators)', () => {
  it('writes the tokens of a new record, and new ones when a searched field changes', async () => {
    const id = uniqueId('busca');
    await db().doc(`integradores/${id}`).set(integratorRecord(id, 'aprovado', { nome_empresa: 'Raio de Sol Instalações', cnpj: '12ABC34501DE35' }));
    const first = await tokensSettled(id);
    expect(first.data['search_tokens']).toEqual(expect.arrayContaining(['instalacoes', '12abc34501de35', '12.abc.345/01de-35']));

    await db().doc(`integradores/${id}`).update({ nome_empresa: 'Luz Nova Energia' });
    const second = await tokensSettled(id);
    expect(second.data['search_tokens']).toContain('luz nova');
    expect(second.data['search_tokens']).not.toContain('raio');
  });

  it('does not write when the tokens fit the written fields, and writes when they do not', async () => {
    const id = uniqueId('busca');
    await db().doc(`integradores/${id}`).set(integratorRecord(id, 'aprovado', { cnpj: '11222333000181' }));
    const settled = await tokensSettled(id);
    if (!settled.updateTime) throw new Error('no update time');
    const other = { ...settled.data, nome_empresa: 'Outro Nome Qualquer' };
    const versions: string[][] = [];
    const stop = db().doc(`integradores/${id}`).onSnapshot((snapshot) => versions.push((snapshot.data()?.['search_tokens'] as string[] | undefined) ?? []));
    try {
      // An event whose tokens fit its fields (as after the trigger's own write): nothing is written,
      // or the stored tokens would become those of the event's name.
      await deliver(id, { ...other, search_tokens: tokensOf(other) }, settled.updateTime);
      expect((await read(id)).data['search_tokens']).toEqual(tokensOf(settled.data));

      // The same version with stale tokens: the trigger writes the tokens of the event's fields; the
      // event of that write then finds them stale for the stored name and writes those back.
      await deliver(id, { ...other, search_tokens: ['velho'] }, settled.updateTime);
      await waitFor('the tokens of the other name were written', async () => versions.some((tokens) => tokens.includes('outro nome')) || undefined);
      await tokensSettled(id);
    } finally {
      stop();
    }
  });
});
