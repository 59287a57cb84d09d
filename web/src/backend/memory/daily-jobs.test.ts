import { beforeEach, describe, expect, it } from 'vitest';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposals } from '@solarcred/domain/data/proposals';
import { dayOf, isInstallationLate } from '@solarcred/domain/installation/due-dates';
import { dailyMailId } from '@solarcred/domain/mail/late-installations';
import { runDailyJobs } from './daily-jobs';
import { seedState } from './seed';
import { MemoryStore, putDoc, readDoc } from './store';

const now = Date.UTC(2026, 10, 26, 12);
const today = dayOf(now);
let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(now));
});

const daily = () => store.collection(mailDocuments).filter((mail) => mail.evento === 'instalacao_atrasada' || mail.evento === 'resumo_instalacoes');

describe('the demo’s daily jobs (the late installations’ e-mails)', () => {
  it('queue one e-mail per integrator with late installations and one digest per admin, once a day', () => {
    const late = store.collection(proposals).filter((p) => isInstallationLate(p, today));
    expect(late.length).toBeGreaterThan(0);
    store.update((state) => runDailyJobs(state, now));
    const ids = daily().map((mail) => mail.id);
    expect(ids).toContain(dailyMailId('resumo_instalacoes', today, 'admin-demo'));
    for (const owner of new Set(late.map((p) => p.integrador_id))) expect(ids).toContain(dailyMailId('instalacao_atrasada', today, owner));
    expect(daily().find((mail) => mail.evento === 'resumo_instalacoes')?.message.subject).toBe(`SolarCred: resumo diário — ${late.length} instalações atrasadas`);

    // Loading the demo again the same day queues nothing more.
    store.update((state) => runDailyJobs(state, now + 3_600_000));
    expect(daily().map((mail) => mail.id)).toEqual(ids);
  });

  it('respect the integrator’s switch', () => {
    expect(store.collection(proposals).some((p) => p.integrador_id === 'int-aprovado' && isInstallationLate(p, today))).toBe(true);
    store.update((state) => {
      const profile = readDoc(state, profiles, 'int-aprovado');
      if (profile) putDoc(state, profiles, { ...profile, notificacoes_email: { instalacao: false } });
      runDailyJobs(state, now);
    });
    expect(daily().map((mail) => mail.id)).not.toContain(dailyMailId('instalacao_atrasada', today, 'int-aprovado'));
  });
});
