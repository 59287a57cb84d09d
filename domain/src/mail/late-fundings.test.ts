import { describe, expect, it } from 'vitest';
import type { StoredTranche } from '../funding/types';
import type { NotificationPrefs } from '../model';
import { lateFundingMails, lateTrancheOf, type LateTranche } from './late-fundings';
import { dailyMailId } from './late-installations';
import type { MailRecipient } from './select';

const appUrl = 'https://app.solarcred.test';
const now = 1_780_000_000_000;
const today = '2026-11-26';

const tranche = (fields: Partial<StoredTranche> = {}): StoredTranche => ({
  id: 'prop0000abcd1234_2', proposta_id: 'prop0000abcd1234', integrador_id: 'int-1', ciclo: 1, linha: 'x', cliente_nome: 'João Souza', nome_empresa: 'Sol Nascente',
  aprovada_em: 0, atualizado_em: 0, parcela: 2, marco: 'equipamento_comprado', percentual_bps: 4000, valor_centavos: 4_000_000, situacao: 'em_verificacao',
  data_liberacao: '2026-11-20', prazo: '2026-11-24', verificado_por: 'adm', motivo_recusa: null, arquivos_reenviados: [], data_pagamento: null, forma: null,
  referencia: null, motivo_encerramento: null, atualizada_em: 0, ...fields,
});

const late = (id: string, integradorId: string, prazo: string, valor = 100_00): LateTranche => ({
  id, proposta_id: id.split('_')[0] as string, parcela: 1, integrador_id: integradorId, nome_empresa: integradorId === 'int-1' ? 'Sol Nascente' : 'Fotovolt',
  cliente_nome: `Cliente ${id}`, marco: 'Contrato assinado', situacao: 'Liberada', valor_centavos: valor, prazo,
});

const admin = (uid: string, prefs?: Partial<NotificationPrefs>): MailRecipient => ({ uid, email: `${uid}@solarcred.com.br`, profile: prefs ? { notificacoes: prefs } : null });
const admins = [admin('adm-default'), admin('adm-on', { repasses_atrasados: true }), admin('adm-off', { repasses_atrasados: false })];
const send = (items: LateTranche[], who = admins) => lateFundingMails(items, who, { appUrl, now, today });

describe('a late tranche', () => {
  it('is clocked (liberada, em verificação, aprovada) with its prazo before today; the prazo itself is on time', () => {
    expect(lateTrancheOf(tranche(), today)).toEqual({
      id: 'prop0000abcd1234_2', proposta_id: 'prop0000abcd1234', parcela: 2, integrador_id: 'int-1', nome_empresa: 'Sol Nascente', cliente_nome: 'João Souza',
      marco: 'Equipamento comprado', situacao: 'Em verificação', valor_centavos: 4_000_000, prazo: '2026-11-24',
    });
    expect(lateTrancheOf(tranche({ prazo: today }), today)).toBeNull();
    expect(lateTrancheOf(tranche({ situacao: 'recusada' }), today)).toBeNull();
    expect(lateTrancheOf(tranche({ situacao: 'paga', prazo: null }), today)).toBeNull();
  });
});

describe('the daily digest', () => {
  it('one per admin whose switch is on (on by default), its id carrying the day; none when nothing is late', () => {
    const mails = send([late('p1_1', 'int-1', '2026-11-20')]);
    expect(mails.map((mail) => [mail.id, mail.to, mail.evento, mail.created_at])).toEqual([
      [dailyMailId('resumo_repasses', today, 'adm-default'), 'adm-default@solarcred.com.br', 'resumo_repasses', now],
      [dailyMailId('resumo_repasses', today, 'adm-on'), 'adm-on@solarcred.com.br', 'resumo_repasses', now],
    ]);
    expect(mails[0]?.id).toBe('resumo_repasses_2026-11-26_adm-default');
    expect(send([])).toEqual([]);
    expect(send([late('p1_1', 'int-1', '2026-11-20')], [{ ...admin('no-mail'), email: '' }])).toEqual([]);
  });

  it('lists the most overdue first, with company, tranche, milestone, amount, situation and prazo; counts and sums them', () => {
    const [mail] = send([late('pB_1', 'int-2', '2026-11-24', 50_00), late('pA_1', 'int-1', '2026-11-20')]);
    expect(mail?.message.subject).toBe('SolarCred: resumo diário — 2 repasses atrasados');
    expect(mail?.message.text).toContain('2 repasses atrasados (R$ 150,00) de 2 integradores');
    const text = mail?.message.text ?? '';
    expect(text.indexOf('#PA')).toBeLessThan(text.indexOf('#PB'));
    expect(text).toContain('• #PA de Cliente pA_1 (Sol Nascente): parcela 1, “Contrato assinado”, R$ 100,00, liberada, prazo 20/11/2026');
    expect(mail?.message.html).toContain(`${appUrl}/admin/dashboard`);
  });

  it('at most 20 listed, the rest counted', () => {
    const many = Array.from({ length: 23 }, (_, i) => late(`p${String(i).padStart(2, '0')}_1`, 'int-1', '2026-11-20'));
    const text = send(many)[0]?.message.text ?? '';
    expect(text.match(/^• /gm)).toHaveLength(20);
    expect(text).toContain('e mais 3');
    expect(send(many)[0]?.message.subject).toBe('SolarCred: resumo diário — 23 repasses atrasados');
  });
});
