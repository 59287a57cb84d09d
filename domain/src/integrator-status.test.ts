import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminTabOf,
  effectiveStatus,
  guardOutcome,
  storedStatusesOf,
  storedStatusesOfTab,
  integratorAccountBadge,
  integratorStatusBadge,
  integratorStatusColor,
  mayProfileSubmit,
  refreshOutcome,
  statusAfterProfileSubmit,
} from './integrator-status';
import { integratorStatuses } from './options';
import { completeIntegrator, newIntegrator } from './test-fixtures';

const unknownStatus = fc.string().filter((s) => !(integratorStatuses as readonly string[]).includes(s));

describe('effectiveStatus and adminTabOf', () => {
  it('folds legacy pendente into pendente_aprovacao', () => {
    expect(effectiveStatus('pendente')).toBe('pendente_aprovacao');
    expect(effectiveStatus('aprovado')).toBe('aprovado');
    expect(effectiveStatus('pendente_documentacao')).toBe('pendente_documentacao');
    expect(effectiveStatus(undefined)).toBeNull();
    expect(effectiveStatus('arquivado')).toBeNull();
  });

  it('queries the legacy pendente with pendente_aprovacao, whichever of the two is asked', () => {
    expect(storedStatusesOf('pendente_aprovacao')).toEqual(['pendente_aprovacao', 'pendente']);
    expect(storedStatusesOf('pendente')).toEqual(['pendente_aprovacao', 'pendente']);
    expect(storedStatusesOf('aprovado')).toEqual(['aprovado']);
    expect(storedStatusesOf('pendente_documentacao')).toEqual(['pendente_documentacao']);
    expect(storedStatusesOf('arquivado')).toEqual(['arquivado']);
    expect(storedStatusesOfTab('pendente_cadastro')).toEqual(['pendente_cadastro', 'pendente_documentacao']);
    expect(storedStatusesOfTab('pendente_aprovacao')).toEqual(['pendente_aprovacao', 'pendente']);
    expect(storedStatusesOfTab('rejeitado')).toEqual(['rejeitado']);
  });

  it('maps every status to one of the four admin tabs', () => {
    expect(adminTabOf('pendente_cadastro')).toBe('pendente_cadastro');
    expect(adminTabOf('pendente_documentacao')).toBe('pendente_cadastro');
    expect(adminTabOf('pendente_aprovacao')).toBe('pendente_aprovacao');
    expect(adminTabOf('pendente')).toBe('pendente_aprovacao');
    expect(adminTabOf('aprovado')).toBe('aprovado');
    expect(adminTabOf('rejeitado')).toBe('rejeitado');
  });

  it('gives no tab to an unknown status', () => {
    fc.assert(
      fc.property(unknownStatus, (s) => {
        expect(adminTabOf(s)).toBeNull();
      }),
    );
  });
});

describe('statusAfterProfileSubmit and refreshOutcome', () => {
  it('sends a complete profile to review and an incomplete one to documentation', () => {
    expect(statusAfterProfileSubmit(completeIntegrator())).toBe('pendente_aprovacao');
    expect(statusAfterProfileSubmit(completeIntegrator({ owner_cpf: ' ' }))).toBe('pendente_documentacao');
    expect(statusAfterProfileSubmit(completeIntegrator({ documentos: {} }))).toBe('pendente_documentacao');
  });

  it('moves a complete pendente_documentacao to pendente_aprovacao', () => {
    expect(refreshOutcome(completeIntegrator({ status: 'pendente_documentacao' }))).toEqual({
      nextStatus: 'pendente_aprovacao',
      changed: true,
      message: 'Cadastro completo! Status atualizado para análise.',
    });
  });

  it('only reloads an incomplete profile or any other status', () => {
    expect(refreshOutcome(completeIntegrator({ status: 'pendente_documentacao', cep: '' }))).toEqual({
      nextStatus: 'pendente_documentacao',
      changed: false,
      message: 'Status atualizado!',
    });
    for (const status of ['pendente_aprovacao', 'pendente', 'aprovado', 'rejeitado', 'pendente_cadastro']) {
      expect(refreshOutcome(completeIntegrator({ status }))).toEqual({
        nextStatus: status,
        changed: false,
        message: 'Status atualizado!',
      });
    }
  });
});

describe('guardOutcome', () => {
  it('sends a signed-out visitor to /auth', () => {
    expect(guardOutcome({ role: null, integrator: null })).toEqual({ kind: 'redirect', to: '/auth' });
    expect(guardOutcome({ role: undefined, integrator: completeIntegrator({ status: 'aprovado' }) })).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
  });

  it('lets an admin through whatever the integrator record says', () => {
    expect(guardOutcome({ role: 'admin', integrator: null })).toEqual({ kind: 'allow' });
    expect(guardOutcome({ role: 'admin', integrator: { status: 'rejeitado' } })).toEqual({ kind: 'allow' });
  });

  it('routes an integrator by status', () => {
    const outcome = (status: string) => guardOutcome({ role: 'integrador', integrator: { status } });
    expect(outcome('aprovado')).toEqual({ kind: 'allow' });
    expect(outcome('pendente_cadastro')).toEqual({ kind: 'redirect', to: '/complete-profile' });
    expect(outcome('pendente_documentacao')).toEqual({ kind: 'redirect', to: '/awaiting-approval' });
    expect(outcome('pendente_aprovacao')).toEqual({ kind: 'redirect', to: '/awaiting-approval' });
    expect(outcome('pendente')).toEqual({ kind: 'redirect', to: '/awaiting-approval' });
    expect(outcome('rejeitado')).toEqual({
      kind: 'redirect',
      to: '/auth',
      message: 'Seu cadastro foi rejeitado. Entre em contato com o suporte.',
    });
    expect(newIntegrator().status).toBe('pendente_cadastro');
  });

  it('sends an integrator without a record to complete the profile', () => {
    expect(guardOutcome({ role: 'integrador', integrator: null })).toEqual({
      kind: 'redirect',
      to: '/complete-profile',
    });
  });

  it('sends any unknown status to /auth with the unknown-status message', () => {
    fc.assert(
      fc.property(unknownStatus, (status) => {
        expect(guardOutcome({ role: 'integrador', integrator: { status } })).toEqual({
          kind: 'redirect',
          to: '/auth',
          message: 'Ocorreu um erro com seu cadastro. Entre em contato com o suporte.',
        });
      }),
    );
  });
});

describe('integratorAccountBadge', () => {
  it('colors the account status', () => {
    expect(integratorAccountBadge('aprovado')).toEqual({ label: 'Aprovado', color: 'green' });
    expect(integratorAccountBadge('rejeitado')).toEqual({ label: 'Rejeitado', color: 'red' });
    for (const s of ['pendente', 'pendente_cadastro', 'pendente_documentacao', 'pendente_aprovacao']) {
      expect(integratorAccountBadge(s)).toEqual({ label: 'Pendente', color: 'yellow' });
    }
    expect(integratorAccountBadge(null)).toEqual({ label: 'Indefinido', color: 'gray' });
  });

  it('reads anything unknown as Indefinido', () => {
    fc.assert(
      fc.property(unknownStatus, (s) => {
        expect(integratorAccountBadge(s)).toEqual({ label: 'Indefinido', color: 'gray' });
      }),
    );
  });
});

describe('integratorStatusBadge', () => {
  it('gives each status its label and the one colour map', () => {
    expect(integratorStatusBadge('pendente_cadastro')).toEqual({ label: 'Pendente de Cadastro', color: 'gray' });
    expect(integratorStatusBadge('pendente_documentacao')).toEqual({ label: 'Pendente de Documentação', color: 'yellow' });
    expect(integratorStatusBadge('pendente')).toEqual({ label: 'Aguardando Aprovação', color: 'yellow' });
    expect(integratorStatusBadge('aprovado')).toEqual({ label: 'Aprovado', color: 'green' });
    expect(integratorStatusBadge('rejeitado')).toEqual({ label: 'Rejeitado', color: 'red' });
  });

  it('pending is the same colour on the account badge and on the admin badges', () => {
    expect(integratorAccountBadge('pendente_aprovacao').color).toBe(integratorStatusColor.pendente_aprovacao);
    expect(integratorAccountBadge('aprovado').color).toBe(integratorStatusColor.aprovado);
    expect(integratorAccountBadge('rejeitado').color).toBe(integratorStatusColor.rejeitado);
  });

  it('shows an unknown status as stored, in grey', () => {
    fc.assert(
      fc.property(unknownStatus, (s) => {
        expect(integratorStatusBadge(s)).toEqual({ label: s, color: 'gray' });
      }),
    );
  });
});

describe('mayProfileSubmit', () => {
  it('lets only an incomplete profile be sent', () => {
    expect(mayProfileSubmit('pendente_cadastro')).toBe(true);
    expect(mayProfileSubmit('pendente_documentacao')).toBe(true);
    for (const s of ['pendente', 'pendente_aprovacao', 'aprovado', 'rejeitado', '', null, undefined]) {
      expect(mayProfileSubmit(s)).toBe(false);
    }
  });
});
