import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import type { PrivacyCode } from './types';
import {
  checkGuestDownload,
  checkPrivacyCode,
  cpfHashOf,
  cpfRequestInput,
  emailHashOf,
  guestPrivacyRequest,
  guestSubject,
  linkPrivacyInput,
  privacyCodeLimits,
  privacyCodeWrites,
  sendCodeInput,
} from './guest';
import { privacyGuestText } from './guest-text';
import { requestsText } from './requests-text';

const now = Date.UTC(2026, 10, 27, 15, 0);
const code = (over: Partial<PrivacyCode> = {}): PrivacyCode => ({ codigo_hash: 'h', email_hash: 'e', expira_em: now + 60_000, tentativas: 0, bloqueado_ate: null, enviado_em: now - 60_000, apagar_em: now + 60_000 + 86_400_000, ...over });
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isDomainError(error)) return error.message;
  }
  return null;
};

describe('the CPF and its hash', () => {
  it('takes a CPF masked or not and keys it by the SHA-256 of its 11 digits (as proposals store it)', async () => {
    const masked = sendCodeInput.parse({ cpf: '529.982.247-25', email: ' Ana@Example.com ' });
    expect(masked.cpf).toBe('52998224725');
    expect(await cpfHashOf(masked.cpf)).toBe(await cpfHashOf('52998224725'));
    expect(await cpfHashOf('52998224725')).toMatch(/^[0-9a-f]{64}$/);
    expect(await emailHashOf('Ana@Example.com ')).toBe(await emailHashOf('ana@example.com'));
  });

  it('refuses an invalid CPF', () => {
    expect(sendCodeInput.safeParse({ cpf: '111.111.111-11', email: 'a@b.com' }).success).toBe(false);
  });

  it('keys a subject by CPF, else by the link', () => {
    expect(guestSubject({ cpf: '52998224725', cpfHash: 'abc', linkId: 'L1', nome: 'Ana', email: 'ana.souza@gmail.com' })).toMatchObject({ chave: 'cpf_abc', tipo: 'cliente', link_id: 'L1', email_mascarado: 'a*******a@g****.com' });
    expect(guestSubject({ cpf: null, cpfHash: null, linkId: 'L1', nome: 'Ana', email: null }).chave).toBe('link_L1');
  });
});

describe('the request fields', () => {
  it('needs 10 characters for a correction and at most 2,000', () => {
    const token = 'a'.repeat(43);
    const short = linkPrivacyInput.safeParse({ token, tipo: 'correcao', detalhe: 'errado' });
    expect(short.success ? null : short.error.issues[0]?.message).toBe(requestsText.correctionTooShort);
    const long = cpfRequestInput.safeParse({ cpf: '52998224725', email: 'a@b.com', codigo: '123456', tipo: 'exclusao', detalhe: 'x'.repeat(2001) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(requestsText.detailTooLong);
    expect(cpfRequestInput.safeParse({ cpf: '52998224725', email: 'a@b.com', codigo: '12 34 56', tipo: 'acesso' }).success).toBe(true);
    expect(cpfRequestInput.safeParse({ cpf: '52998224725', email: 'a@b.com', codigo: '12345', tipo: 'acesso' }).success).toBe(false);
  });
});

describe('the e-mail code', () => {
  it('is replaced by a new one after a minute, not before, and keeps the wrong tries counted', () => {
    expect(errorOf(() => privacyCodeWrites(code({ enviado_em: now - 10_000 }), 'n', 'e', now))).toBe(privacyGuestText.resendTooSoon(50));
    const next = privacyCodeWrites(code({ tentativas: 3 }), 'n', 'e', now);
    expect(next).toMatchObject({ codigo_hash: 'n', expira_em: now + 10 * 60_000, tentativas: 3, bloqueado_ate: null, enviado_em: now, apagar_em: now + 10 * 60_000 + 86_400_000 });
  });

  it('accepts the right code for the right e-mail once, and spends it', () => {
    const result = checkPrivacyCode(code(), 'h', 'e', now);
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    expect(checkPrivacyCode(result.spent, 'h', 'e', now).kind).toBe('wrong');
  });

  it('reads "Código inválido ou expirado." for a missing, expired, wrong or other e-mail code', () => {
    for (const [stored, hash, email] of [
      [null, 'h', 'e'],
      [code({ expira_em: now }), 'h', 'e'],
      [code(), 'x', 'e'],
      [code(), 'h', 'other'],
    ] as const) {
      const result = checkPrivacyCode(stored, hash, email, now);
      expect(result.kind).toBe('wrong');
      if (result.kind === 'wrong') expect(result.error.message).toBe('Código inválido ou expirado.');
    }
  });

  it('counts the tries where no code was sent or it expired, so the 5th locks as for a live one (the lock tells nothing)', () => {
    for (const first of [null, code({ expira_em: now - 1 })]) {
      let stored: PrivacyCode | null = first;
      for (let attempt = 1; attempt <= privacyCodeLimits.maxAttempts; attempt += 1) {
        const result = checkPrivacyCode(stored, 'h', 'e', now);
        if (result.kind !== 'wrong') throw new Error('accepted a code nobody holds');
        stored = result.code;
      }
      expect(stored).toMatchObject({ bloqueado_ate: now + 15 * 60_000, codigo_hash: '', apagar_em: now + 15 * 60_000 + 86_400_000 });
      expect(errorOf(() => checkPrivacyCode(stored, 'h', 'e', now + 60_000))).toMatch(/^Muitas tentativas/);
    }
  });

  it('locks for 15 minutes at the 5th wrong try', () => {
    let stored: PrivacyCode | null = code();
    for (let attempt = 1; attempt <= privacyCodeLimits.maxAttempts; attempt += 1) {
      const result = checkPrivacyCode(stored, 'x', 'e', now);
      if (result.kind !== 'wrong') throw new Error('accepted a wrong code');
      stored = result.code;
    }
    expect(stored).toMatchObject({ bloqueado_ate: now + 15 * 60_000, codigo_hash: '' });
    expect(errorOf(() => checkPrivacyCode(stored, 'h', 'e', now + 60_000))).toMatch(/^Muitas tentativas/);
    expect(errorOf(() => privacyCodeWrites(stored, 'n', 'e', now + 60_000))).toMatch(/^Muitas tentativas/);
    // After the lock a new code starts the count again.
    expect(privacyCodeWrites(stored, 'n', 'e', now + 15 * 60_000).tentativas).toBe(0);
  });
});

describe('the download', () => {
  const subject = guestSubject({ cpf: '52998224725', cpfHash: 'abc', linkId: 'L1', nome: 'Ana', email: null });
  const ready = { ...guestPrivacyRequest({ id: 'R1', tipo: 'acesso', detalhe: '', origem: 'cpf', titular: subject, now, downloadTokenHash: 'tok' }) };
  ready.exportacao = { ...ready.exportacao!, estado: 'pronta', caminho: 'lgpd/R1.zip' };

  it('opens with the token for 24 hours, or from the request\'s link', () => {
    expect(checkGuestDownload(ready, { tokenHash: 'tok' }, now + 23 * 3_600_000).id).toBe('R1');
    expect(checkGuestDownload(ready, { linkId: 'L1' }, now).id).toBe('R1');
    expect(errorOf(() => checkGuestDownload(ready, { tokenHash: 'tok' }, now + 24 * 3_600_000))).toBe(privacyGuestText.downloadExpired);
    expect(errorOf(() => checkGuestDownload(ready, { tokenHash: 'other' }, now))).toBe(privacyGuestText.downloadExpired);
    expect(errorOf(() => checkGuestDownload(ready, { linkId: 'L2' }, now))).toBe(privacyGuestText.downloadExpired);
  });

  it('refuses a link to a ZIP the sweep has deleted (a day after it was ready), from the link too', () => {
    const readyAt = ready.exportacao!.atualizado_em;
    expect(checkGuestDownload(ready, { linkId: 'L1' }, readyAt + 24 * 3_600_000 - 1).id).toBe('R1');
    expect(errorOf(() => checkGuestDownload(ready, { linkId: 'L1' }, readyAt + 24 * 3_600_000))).toBe(requestsText.exportGone);
  });

  it('tells a ZIP not ready yet, and a failed one with its message', () => {
    expect(errorOf(() => checkGuestDownload({ ...ready, exportacao: { ...ready.exportacao!, estado: 'gerando' } }, { linkId: 'L1' }, now))).toBe(privacyGuestText.notReady);
    expect(errorOf(() => checkGuestDownload({ ...ready, exportacao: { ...ready.exportacao!, estado: 'falhou', erro: 'Sem Storage.' } }, { linkId: 'L1' }, now))).toBe('Sem Storage.');
  });
});
