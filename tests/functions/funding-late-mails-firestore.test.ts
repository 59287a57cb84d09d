/**
 * The daily digest of late funding tranches (issue 48) on the emulators, with a clock the test
 * sets: the scheduled job's handler runs for a chosen day. On the tranche's prazo it is not late
 * yet; the day after, the admin gets one digest naming it; the same day run again queues nothing
 * new; the next day, with the admin's switch off, none.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { dailyMailId } from '@solarcred/domain/mail/late-installations';
import { shortId } from '@solarcred/domain/proposal-status';
import { sendLateFundingMails } from '../../functions/src/funding/late-mails';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, resultOf } from './callables';
import { db, integratorAccountWith, seedProposal } from './firestore-admin';

/** functions/.env.demo-solarcred */
const appUrl = 'http://127.0.0.1:5050';
const dayMs = 86_400_000;
/** 07:00 in São Paulo on a day (YYYY-MM-DD), when the job runs. */
const spMorning = (day: string) => Date.parse(`${day}T10:00:00Z`);
const nextDay = (day: string) => new Date(spMorning(day) + dayMs).toISOString().slice(0, 10);

const mail = async (id: string) => (await db().doc(`mail/${id}`).get()).data() as { to: string; message: { subject: string; text: string }; created_at: unknown } | undefined;

describe.skipIf(!(hasFirestore && hasAuth))('daily late-funding digest (Auth + Functions + Firestore emulators)', () => {
  let integrator: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [integrator, admin] = await Promise.all([integratorAccountWith('aprovado', 'Sol Prazos Ltda', 'prazo'), newAdminAccount()]);
    await db().doc(`profiles/${admin.uid}`).update({ tipo_usuario: 'admin' });
  });

  it('the day after the prazo: one digest to the admin naming the tranche; a rerun adds none; the next day respects the switch', async () => {
    const id = await seedProposal(integrator.uid, {
      status: 'em_analise', linha_credito: 'financiamento_solar_tradicional', valor_proposta: 5_000_000, simulacao: null, cliente_nome: 'Rita Repasse',
      integrador: { nome_empresa: 'Sol Prazos Ltda', email: integrator.email, foto_perfil: null },
    });
    await db().doc(`propostas/${id}`).update({ status: 'aprovada', status_desde: Timestamp.now() });
    await waitFor('the plan entry', async () => (await db().doc(`repasse_lancamentos/${id}:1:0`).get()).data());
    const day = saoPauloDayKey(Date.now());
    const file = { path: `propostas-anexos/${integrator.uid}/${id}/marco-contrato_assinado-1_1773150000000.pdf`, nome: 'contrato.pdf', tamanho: 4096, tipo: 'application/pdf' };
    resultOf(await callFunction('markMilestone', { propostaId: id, marco: 'contrato_assinado', data: day, arquivos: [file] }, integrator.idToken));
    const prazo = await waitFor('the released tranche', async () => ((await db().doc(`repasse_parcelas/${id}_1`).get()).get('prazo') as string | null | undefined) ?? undefined);
    const digestOn = (on: string) => dailyMailId('resumo_repasses', on, admin.uid);

    // On the prazo itself it is not late yet (another suite's tranche may be: the digest, if any, does not name it).
    await sendLateFundingMails(db(), spMorning(prazo), appUrl);
    expect((await mail(digestOn(prazo)))?.message.text ?? '').not.toContain(`#${shortId(id)}`);

    const firstDay = nextDay(prazo);
    expect(await sendLateFundingMails(db(), spMorning(firstDay), appUrl)).toBeGreaterThanOrEqual(1);
    const digest = await mail(digestOn(firstDay));
    expect(digest?.to).toBe(admin.email);
    expect(digest?.message.subject).toMatch(/^SolarCred: resumo diário — \d+ repasses? atrasados?$/);
    expect(digest?.message.text).toContain(`#${shortId(id)} de Rita Repasse (Sol Prazos Ltda): parcela 1, “Contrato assinado”, R$ 15.000,00, liberada, prazo ${prazo.split('-').reverse().join('/')}`);

    // The same day again (a retry): the digest is still the one first queued.
    await sendLateFundingMails(db(), spMorning(firstDay) + 3_600_000, appUrl);
    expect((await mail(digestOn(firstDay)))?.created_at).toEqual(digest?.created_at);

    // The next day, with the admin's switch off: none for this admin.
    await db().doc(`profiles/${admin.uid}`).update({ 'notificacoes.repasses_atrasados': false });
    const secondDay = nextDay(firstDay);
    await sendLateFundingMails(db(), spMorning(secondDay), appUrl);
    expect(await mail(digestOn(secondDay))).toBeUndefined();
  });
});
