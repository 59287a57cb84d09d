/**
 * The daily late-installation e-mails (issue 30) on the emulators, with a clock the test sets:
 * the scheduled job's handler runs for a chosen day. The day after the contract's target, the
 * integrator gets one e-mail of its late installation and the admin one digest naming it; the same
 * day run again queues nothing new; the next day sends again, but not to an integrator who turned
 * the switch off. The proposal is approved in March 2026, so no other test's proposal of this
 * integrator or admin is late then.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyMailId } from '@solarcred/domain/mail/late-installations';
import { sendLateInstallationMails } from '../../functions/src/installation/late-mails';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { db, integratorAccountWith, seedProposal } from './firestore-admin';

/** functions/.env.demo-solarcred */
const appUrl = 'http://127.0.0.1:5050';
const dayMs = 86_400_000;
/** 10:00 in São Paulo on a day (YYYY-MM-DD). */
const spMorning = (day: string) => Date.parse(`${day}T13:00:00Z`);
const nextDay = (day: string) => new Date(spMorning(day) + dayMs).toISOString().slice(0, 10);

const mail = async (id: string) => (await db().doc(`mail/${id}`).get()).data() as { to: string; message: { subject: string; text: string }; created_at: unknown } | undefined;

/** The daily e-mails queued for `uid` on `day`, by id. */
async function mailsFor(day: string, uid: string): Promise<string[]> {
  const ids = (['instalacao_atrasada', 'resumo_instalacoes'] as const).map((kind) => dailyMailId(kind, day, uid));
  const found = await Promise.all(ids.map(async (id) => ((await db().doc(`mail/${id}`).get()).exists ? id : null)));
  return found.filter((id): id is string => id !== null);
}

describe.skipIf(!(hasFirestore && hasAuth))('daily late-installation e-mails (Auth + Functions + Firestore emulators)', () => {
  let integrator: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [integrator, admin] = await Promise.all([integratorAccountWith('aprovado', 'Sol Atrasos Ltda', 'atraso'), newAdminAccount()]);
    await db().doc(`profiles/${admin.uid}`).update({ tipo_usuario: 'admin' });
  });

  it('the day after the target: one e-mail to the integrator, one digest to the admin; a rerun adds none; the next day respects the switch', async () => {
    const id = await seedProposal(integrator.uid, {
      status: 'aprovada',
      status_desde: Timestamp.fromMillis(spMorning('2026-03-02')),
      cliente_nome: 'Rita Atrasada',
      integrador: { nome_empresa: 'Sol Atrasos Ltda', email: integrator.email, foto_perfil: null },
    });
    // The deadline trigger's target of the next milestone (the contract).
    const target = await waitFor('the installation target', async () => (await db().doc(`propostas/${id}`).get()).get('instalacao_meta') as string | undefined);
    const firstDay = nextDay(target);

    // On the target day itself it is not late yet.
    await sendLateInstallationMails(db(), spMorning(target), appUrl);
    expect(await mailsFor(target, integrator.uid)).toEqual([]);

    const sent = await sendLateInstallationMails(db(), spMorning(firstDay), appUrl);
    expect(sent).toBeGreaterThanOrEqual(2);
    const own = await mail(dailyMailId('instalacao_atrasada', firstDay, integrator.uid));
    expect(own?.to).toBe(integrator.email);
    expect(own?.message.subject).toBe('SolarCred: 1 instalação atrasada');
    expect(own?.message.text).toContain(`de Rita Atrasada: “Contrato assinado”, meta ${target.split('-').reverse().join('/')}`);
    const digest = await mail(dailyMailId('resumo_instalacoes', firstDay, admin.uid));
    expect(digest?.to).toBe(admin.email);
    expect(digest?.message.text).toContain('de Rita Atrasada (Sol Atrasos Ltda): “Contrato assinado”');

    // The same day again (a retry): nothing new for these two, each e-mail still the one first queued.
    await sendLateInstallationMails(db(), spMorning(firstDay) + 3_600_000, appUrl);
    expect((await mailsFor(firstDay, integrator.uid)).length + (await mailsFor(firstDay, admin.uid)).length).toBe(2);
    expect((await mail(dailyMailId('instalacao_atrasada', firstDay, integrator.uid)))?.created_at).toEqual(own?.created_at);

    // The next day, with the integrator's switch off: the admin's digest only.
    await db().doc(`profiles/${integrator.uid}`).update({ 'notificacoes_email.instalacao': false });
    const secondDay = nextDay(firstDay);
    await sendLateInstallationMails(db(), spMorning(secondDay), appUrl);
    expect(await mailsFor(secondDay, integrator.uid)).toEqual([]);
    expect(await mailsFor(secondDay, admin.uid)).toEqual([dailyMailId('resumo_instalacoes', secondDay, admin.uid)]);
  });
});
