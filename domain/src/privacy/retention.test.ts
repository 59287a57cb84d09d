import { describe, expect, it } from 'vitest';
import {
  draftDeleteAt,
  invitationDeleteAt,
  isBrowserDraftExpired,
  isDue,
  linkDeleteAt,
  retentionRunId,
  runTotal,
  startedRun,
  stalePrivacyExports,
  isPrivacyExportGone,
} from './retention';
import { retentionKinds } from './types';

const day = 86_400_000;
const t0 = Date.parse('2026-03-01T12:00:00Z');
const link = { revogado_em: null, preenchido_em: null, expira_em: t0 };

describe('retention periods', () => {
  it('a customer draft goes 90 days after it was sent', () => {
    expect(draftDeleteAt({ enviado_em: t0 })).toBe(t0 + 90 * day);
  });

  it('an open link goes 30 days after its expiry, a revoked one 30 days after the revocation', () => {
    expect(linkDeleteAt(link)).toBe(t0 + 30 * day);
    expect(linkDeleteAt({ ...link, revogado_em: t0 - 2 * day })).toBe(t0 + 28 * day);
    // Revoked after it was filled: the revocation counts.
    expect(linkDeleteAt({ ...link, preenchido_em: t0 - 3 * day, revogado_em: t0 })).toBe(t0 + 30 * day);
  });

  it('a filled link lives with its proposal: no date', () => {
    expect(linkDeleteAt({ ...link, preenchido_em: t0 - day })).toBeNull();
  });

  it('an invitation goes 30 days after it was revoked, accepted or expired', () => {
    const invitation = { revogado_em: null, aceito_em: null, expira_em: t0 };
    expect(invitationDeleteAt(invitation)).toBe(t0 + 30 * day);
    expect(invitationDeleteAt({ ...invitation, aceito_em: t0 - 5 * day })).toBe(t0 + 25 * day);
    expect(invitationDeleteAt({ ...invitation, revogado_em: t0 - 6 * day })).toBe(t0 + 24 * day);
  });
});

describe('the sweep decides with a clock', () => {
  it('due on the instant, not a millisecond before; never when there is no date', () => {
    const at = linkDeleteAt(link);
    expect(isDue(at, (at ?? 0) - 1)).toBe(false);
    expect(isDue(at, at ?? 0)).toBe(true);
    expect(isDue(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('access ZIPs a day old go; younger ones and other folders stay', () => {
    const objects = [
      { path: 'lgpd/a.zip', createdAt: t0 - day },
      { path: 'lgpd/b.zip', createdAt: t0 - day + 1 },
      { path: 'exportacoes/c.zip', createdAt: t0 - 10 * day },
    ];
    expect(stalePrivacyExports(objects, t0)).toEqual(['lgpd/a.zip']);
  });

  it('a ready ZIP is gone once the sweep may have deleted it, not a millisecond before; a ZIP not ready never', () => {
    const zip = { estado: 'pronta' as const, atualizado_em: t0 };
    expect(isPrivacyExportGone(zip, t0 + day - 1)).toBe(false);
    expect(isPrivacyExportGone(zip, t0 + day)).toBe(true);
    expect(isPrivacyExportGone({ ...zip, estado: 'gerando' }, t0 + 10 * day)).toBe(false);
  });

  it('a browser draft is dropped at 90 days; a younger one or a fresh one is kept', () => {
    expect(isBrowserDraftExpired(t0 - 90 * day, t0)).toBe(true);
    expect(isBrowserDraftExpired(t0 - 90 * day + 1, t0)).toBe(false);
    expect(isBrowserDraftExpired(t0, t0)).toBe(false);
  });
});

describe('the run log', () => {
  it('a run starts with every kind at zero; ids sort by start', () => {
    const run = startedRun(t0, 'agendado');
    expect(Object.keys(run.contagens)).toEqual([...retentionKinds]);
    expect(runTotal(run)).toBe(0);
    expect(runTotal({ contagens: { convites: 2, uploads_orfaos: 3 } })).toBe(5);
    expect(retentionRunId(9) < retentionRunId(10)).toBe(true);
    expect(retentionRunId(t0) < retentionRunId(t0 + 1)).toBe(true);
  });
});
