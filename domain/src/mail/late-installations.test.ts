import { describe, expect, it } from 'vitest';
import type { MilestoneMark, ProposalWithInstallation } from '../installation/milestones';
import type { IntegratorEmailPrefs, NotificationPrefs } from '../model';
import { dailyMailId, lateInstallationMails, lateInstallationOf, lateMailListLimit, type LateInstallation, type LateMailAudience } from './late-installations';
import type { MailRecipient } from './select';

const appUrl = 'https://app.solarcred.test';
const now = 1_780_000_000_000;
const today = '2026-11-26';

const proposal = (fields: Partial<ProposalWithInstallation>) =>
  ({
    id: 'prop0000abcd1234', cliente_nome: 'João Souza', integrador_id: 'int-1', integrador: { nome_empresa: 'Sol Nascente', email: '', foto_perfil: null },
    status: 'aprovada', created_at: 0, instalacao_meta: '2026-11-20', instalacao: null, ...fields,
  }) as ProposalWithInstallation;

const late = (id: string, integradorId: string, meta: string): LateInstallation => ({
  id, cliente_nome: `Cliente ${id}`, integrador_id: integradorId, nome_empresa: integradorId === 'int-1' ? 'Sol Nascente' : 'Fotovolt', marco: 'Contrato assinado', meta,
});

const integrator = (uid: string, prefs: Partial<IntegratorEmailPrefs> = {}): MailRecipient => ({ uid, email: `${uid}@empresa.com.br`, profile: { notificacoes_email: prefs } });
const admin = (uid: string, prefs?: Partial<NotificationPrefs>): MailRecipient => ({ uid, email: `${uid}@solarcred.com.br`, profile: prefs ? { notificacoes: prefs } : null });

const audience = (overrides: Partial<LateMailAudience> = {}): LateMailAudience => ({
  integrators: new Map([['int-1', integrator('int-1')], ['int-2', integrator('int-2')]]),
  admins: [admin('adm-default'), admin('adm-off', { instalacoes_atrasadas: false })],
  ...overrides,
});

const send = (items: LateInstallation[], who = audience()) => lateInstallationMails(items, who, { appUrl, now, today });

describe('a late installation', () => {
  it('is an approved proposal whose next milestone’s day has passed, named by that milestone', () => {
    expect(lateInstallationOf(proposal({}), today)).toEqual({
      id: 'prop0000abcd1234', cliente_nome: 'João Souza', integrador_id: 'int-1', nome_empresa: 'Sol Nascente', marco: 'Contrato assinado', meta: '2026-11-20',
    });
    const signed: MilestoneMark = { estado: 'marcado', data: '2026-11-01', marcado_por: 'int-1', marcado_por_tipo: 'integrador', marcado_em: 0, arquivos: [], protocolo: null, leitura_kwh: null, motivo: null };
    expect(lateInstallationOf(proposal({ instalacao: { aprovada_em: 0, marcos: { contrato_assinado: signed } } }), today)?.marco).toBe('Equipamento comprado');
  });

  it('is not late on its target day, nor once finalised or without a target', () => {
    expect(lateInstallationOf(proposal({ instalacao_meta: today }), today)).toBeNull();
    expect(lateInstallationOf(proposal({ status: 'finalizada' }), today)).toBeNull();
    expect(lateInstallationOf(proposal({ instalacao_meta: null }), today)).toBeNull();
  });
});

describe('the day’s late-installation e-mails', () => {
  const items = [late('a1', 'int-1', '2026-11-02'), late('b1', 'int-2', '2026-11-10'), late('a2', 'int-1', '2026-11-20')];

  it('one per integrator with its own installations, one digest per admin whose switch is on', () => {
    const mails = send(items);
    expect(mails.map((mail) => mail.id).sort()).toEqual(
      [dailyMailId('instalacao_atrasada', today, 'int-1'), dailyMailId('instalacao_atrasada', today, 'int-2'), dailyMailId('resumo_instalacoes', today, 'adm-default')].sort(),
    );
    const own = mails.find((mail) => mail.to === 'int-1@empresa.com.br');
    expect(own?.message.subject).toBe('SolarCred: 2 instalações atrasadas');
    expect(own?.message.text).toContain('• #A1 de Cliente a1: “Contrato assinado”, meta 02/11/2026\n• #A2 de Cliente a2: “Contrato assinado”, meta 20/11/2026');
    expect(own?.message.text).not.toContain('Cliente b1');
    expect(own?.message.text).toContain(`${appUrl}/integrator/dashboard`);
    const digest = mails.find((mail) => mail.evento === 'resumo_instalacoes');
    expect(digest?.message.subject).toBe('SolarCred: resumo diário — 3 instalações atrasadas');
    expect(digest?.message.text).toContain('3 instalações atrasadas em 2 integradores, as mais atrasadas primeiro:');
    expect(digest?.message.text).toContain('• #B1 de Cliente b1 (Fotovolt): “Contrato assinado”, meta 10/11/2026');
    expect(digest?.message.text).toContain(`${appUrl}/admin/dashboard`);
  });

  it('respects the integrator’s switch and sends nothing on a day without late installations', () => {
    const optedOut = audience({ integrators: new Map([['int-1', integrator('int-1', { instalacao: false })], ['int-2', integrator('int-2')]]) });
    expect(send(items, optedOut).map((mail) => mail.to)).not.toContain('int-1@empresa.com.br');
    expect(send([])).toEqual([]);
  });

  it('carries the day in its id: the same day writes the same ids, the next day new ones', () => {
    const ids = (day: string) => lateInstallationMails(items, audience(), { appUrl, now, today: day }).map((mail) => mail.id);
    expect(ids(today)).toEqual(send(items).map((mail) => mail.id));
    expect(ids('2026-11-27').some((id) => ids(today).includes(id))).toBe(false);
  });

  it('lists at most the limit and counts the rest', () => {
    const many = Array.from({ length: lateMailListLimit + 3 }, (_, n) => late(`p${String(n).padStart(2, '0')}`, 'int-1', '2026-11-01'));
    const [own] = send(many, audience({ admins: [] }));
    expect(own?.message.text.match(/^• /gm)).toHaveLength(lateMailListLimit);
    expect(own?.message.text).toContain('e mais 3');
  });

  it('escapes what people typed in the HTML', () => {
    const [own] = send([{ ...late('x1', 'int-1', '2026-11-01'), cliente_nome: '<script>x</script>' }], audience({ admins: [] }));
    expect(own?.message.html).not.toContain('<script>');
    expect(own?.message.html).toContain('&lt;script&gt;');
  });
});
