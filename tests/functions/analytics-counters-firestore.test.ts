/**
 * The analytics trigger (issue 50) against the emulators: after a burst of concurrent creates,
 * status moves (through the moveProposal callable, which stores the trail), edits and a deletion,
 * the analytics documents equal the domain's recount of the stored proposals; a replayed event
 * changes nothing; analise_publico/decisao follows the platform's totals.
 *
 * Other suites write proposals too: each test counts its own company (a fresh integrator id) and
 * its own credit line (so the platform cells it compares are its own), never the shared totals.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAnalyticsDoc } from '@solarcred/domain/analytics/counts';
import { platformDecisionMedian } from '@solarcred/domain/analytics/figures';
import { analyticsCells, analyticsTotals, publicDecisionMedian, rankingRows } from '@solarcred/domain/data/analytics';
import { analyticsLedgerId } from '../../functions/src/stats/analytics';
import { ledgerCollection } from '../../functions/src/stats/ledger';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { settledFor } from './analytics-helpers';
import { waitFor } from './auth-emulator';
import { callFunction, resultOf } from './callables';
import { db, seedProposal, uniqueId } from './firestore-admin';
import { deliverToTrigger, proposalWrittenEvent } from './trigger-events';

/** A Firestore `written` CloudEvent creating propostas/{id}. */
const createEvent = (eventId: string, docId: string, fields: { integrador_id: string; linha_credito: string }) =>
  proposalWrittenEvent(eventId, docId, null, {
    integrador_id: { stringValue: fields.integrador_id },
    status: { stringValue: 'enviada' },
    valor_proposta: { integerValue: '1500000' },
    linha_credito: { stringValue: fields.linha_credito },
    projeto_estado: { stringValue: 'SP' },
    created_at: { timestampValue: '2026-03-10T15:00:00Z' },
  });

/** Delivers an event to onProposalAnalytics the way the emulator does; resolves when the function finished. */
const deliver = (event: ReturnType<typeof createEvent>) => deliverToTrigger('onProposalAnalytics', event);

describe.skipIf(!(hasFirestore && hasAuth))('analytics trigger (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await newAdminAccount();
  });

  it('after a burst of concurrent creates, moves, edits and a deletion, equals the recount of the stored proposals', async () => {
    const integratorId = uniqueId('int-an');
    const linha = uniqueId('linha');
    const nome = `Analítica ${integratorId}`;
    const fields = (n: number): DocumentData => ({
      linha_credito: n % 3 === 0 ? `${linha}-b` : linha,
      projeto_estado: n % 2 === 0 ? 'SP' : 'mg',
      valor_proposta: 1_000_000 + n * 10_000,
      integrador: { nome_empresa: nome, email: 'an@test.dev', foto_perfil: null },
      // Two sending months, in São Paulo time (the 1st of March at 01:00 UTC is still February there).
      created_at: Timestamp.fromMillis(n % 2 === 0 ? Date.UTC(2026, 2, 1, 1) : Date.UTC(2026, 2, 16, 12)),
    });
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => seedProposal(integratorId, fields(n))));
    const move = async (id: string, status: string, motivo?: string) =>
      resultOf(await callFunction('moveProposal', { propostaId: id, status, ...(motivo ? { motivo } : {}) }, admin.idToken));
    const [a, b, c, d, e, f, g] = ids as [string, string, string, string, string, string, string];
    await Promise.all([
      (async () => {
        await move(a, 'em_analise');
        await move(a, 'aprovada');
      })(),
      (async () => {
        await move(b, 'em_analise');
        await move(b, 'pendente_correcao', 'Fatura ilegível');
        await move(b, 'em_analise');
        await move(b, 'aprovada');
      })(),
      (async () => {
        await move(c, 'em_analise');
        await move(c, 'reprovada', 'Renda insuficiente');
      })(),
      move(d, 'aprovada'),
      db().doc(`propostas/${e}`).update({ linha_credito: `${linha}-c`, pendencias_total: 2 }),
      db().doc(`propostas/${f}`).delete(),
      (async () => {
        await move(g, 'reprovada', 'Cadastro incompleto');
        await move(g, 'em_analise');
      })(),
    ]);
    // The callable stores the trail statusChange stamps.
    const approved = (await db().doc(`propostas/${a}`).get()).data() ?? {};
    expect(typeof approved['trilha']?.['etapas']?.['aprovada']).toBe('number');
    expect(Object.keys(approved['trilha']?.['horas_status'] ?? {}).sort()).toEqual(['em_analise', 'enviada']);

    const { stored, expected } = await settledFor(integratorId, linha);
    // The recount is not empty: 7 proposals, 3 approved, 2 refused.
    const row = expected[rankingRows.docPath(integratorId)];
    expect(row?.funil.enviadas).toBe(7);
    expect(row?.funil.aprovadas).toBe(3);
    expect(row?.reprovadas).toBe(2);
    expect(row?.nome).toBe(nome);
    expect(row?.search_tokens?.length).toBeGreaterThan(0);
    expect(Object.keys(stored).some((path) => path.startsWith(`${analyticsCells.path}/2026-02__${linha}__SP`))).toBe(true);
    expect(stored).toEqual(expected);
  });

  it('counts an event once: a replayed delivery changes nothing, another event counts', async () => {
    const integratorId = uniqueId('int-rp');
    const linha = uniqueId('linha');
    const eventId = uniqueId('evt');
    const row = async () => readAnalyticsDoc((await db().doc(rankingRows.docPath(integratorId)).get()).data());
    const event = createEvent(eventId, uniqueId('prop'), { integrador_id: integratorId, linha_credito: linha });
    await deliver(event);
    const once = await row();
    expect(once.funil.enviadas).toBe(1);
    expect(once.volume_centavos).toBe(0);
    const cell = (await db().doc(analyticsCells.docPath(`2026-03__${linha}__SP`)).get()).data();
    expect(readAnalyticsDoc(cell).funil.enviadas).toBe(1);
    expect((await db().collection(ledgerCollection).doc(analyticsLedgerId(eventId)).get()).exists).toBe(true);

    await deliver(event);
    expect(await row()).toEqual(once);
    expect(readAnalyticsDoc((await db().doc(analyticsCells.docPath(`2026-03__${linha}__SP`)).get()).data())).toEqual(readAnalyticsDoc(cell));

    await deliver({ ...event, id: uniqueId('evt') });
    expect((await row()).funil.enviadas).toBe(2);
  });

  it('renames a company’s ranking row when the boards’ copy of its name changes on its proposals', async () => {
    const integratorId = uniqueId('int-nm');
    const linha = uniqueId('linha');
    const ids = await Promise.all([0, 1].map(() => seedProposal(integratorId, { linha_credito: linha, integrador: { nome_empresa: 'Nome Antigo', email: 'nm@test.dev', foto_perfil: null } })));
    await settledFor(integratorId, linha);
    // What onIntegratorSnapshotFields writes on each proposal after a rename.
    await Promise.all(ids.map((id) => db().doc(`propostas/${id}`).update({ 'integrador.nome_empresa': 'Nome Novo Solar' })));
    await waitFor('the row renamed', async () => ((await db().doc(rankingRows.docPath(integratorId)).get()).data()?.['nome'] === 'Nome Novo Solar' ? true : undefined), budgets.backlogMs);
    const { stored } = await settledFor(integratorId, linha);
    expect(stored[rankingRows.docPath(integratorId)]?.search_tokens).toContain('novo');
    expect(stored[rankingRows.docPath(integratorId)]?.funil.enviadas).toBe(2);
  });

  it('keeps analise_publico/decisao at the median of the platform’s decision times', async () => {
    const id = await seedProposal(uniqueId('int-md'), { linha_credito: uniqueId('linha') });
    await callFunction('moveProposal', { propostaId: id, status: 'aprovada' }, admin.idToken);
    await waitFor(
      'the public median to follow the totals',
      async () => {
        const [totals, published] = await db().getAll(db().doc(analyticsTotals.collection.docPath(analyticsTotals.id)), db().doc(publicDecisionMedian.collection.docPath(publicDecisionMedian.id)));
        const median = platformDecisionMedian(readAnalyticsDoc(totals?.data()));
        const data = published?.data();
        return median !== null && data?.['mediana_horas'] === median && data['atualizado_em'] instanceof Timestamp ? true : undefined;
      },
      budgets.backlogMs,
    );
  });
});
