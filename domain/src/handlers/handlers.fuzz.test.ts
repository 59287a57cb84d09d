/**
 * Fuzzing every callable's handler: 1,000+ generated payloads each (random values, and valid
 * payloads with one field replaced by a random or oversized value). Each answer must be a
 * DomainError with a known code and a message, or writes that are themselves valid: a refused
 * payload never yields writes, and an accepted one never stores what its schema would refuse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputLimits } from '../constants';
import { actors, answer, integratorRecords, longestString, mutated, now, payloads, RUNS } from '../fuzz-support';
import { integratorStatuses } from '../options';
import { integratorProfileDataSchema } from '../schemas/profile-submit';
import { adminIntegratorEdit } from '../schemas/misc';
import { completeProfileData, proposalFormValues, storedCreditLines, validAdminEditInput } from '../test-fixtures';
import { refreshStatus, submitProfile } from './integrator-profile';
import { approveIntegrator, editIntegrator, rejectIntegrator } from './integrator-review';
import { defaultEnergySettings } from '../energy/settings';
import { createProposal } from './proposal-create';
import { updateCreditLine } from './credit-lines';
import { creditLineInput } from '../schemas/credit-lines';
import { creditLimits } from '../credit/lines';

const records = integratorRecords();

const storedStatus = (status: unknown) => expect(integratorStatuses).toContain(status);

describe('handler fuzzing (fast-check)', () => {
  it('submitProfile: refuses or writes a valid profile', () => {
    const valid = { ...completeProfileData, documentos: {}, projetos: [] };
    fc.assert(
      fc.property(records, payloads(valid), actors, (current, input, actor) => {
        const result = answer(() => submitProfile(current, input, actor, now, () => ({ size: 1024, contentType: 'application/pdf' })));
        if (!result.ok) return;
        const { patch, projects } = result.value;
        storedStatus(patch.status);
        const { documentos: _d, status: _s, updated_at: _u, ...data } = patch;
        expect(integratorProfileDataSchema.safeParse(data).success).toBe(true);
        expect(projects.length).toBeLessThanOrEqual(3);
        expect(longestString(result.value)).toBeLessThanOrEqual(inputLimits.storagePath);
      }),
      { numRuns: RUNS },
    );
  });

  it('refreshStatus: refuses or moves to a known status', () => {
    fc.assert(
      fc.property(records, actors, (current, actor) => {
        const result = answer(() => refreshStatus(current, actor, now));
        if (result.ok) storedStatus(result.value.status);
      }),
      { numRuns: RUNS },
    );
  });

  it('approveIntegrator: refuses or approves with a history entry', () => {
    fc.assert(
      fc.property(records, payloads({ integratorId: 'uid-1' }), actors, (current, input, actor) => {
        const result = answer(() => approveIntegrator(current, input, actor, now));
        if (!result.ok) return;
        expect(actor?.role).toBe('admin');
        expect([result.value.patch.status, result.value.history?.para]).toEqual(['aprovado', 'aprovado']);
      }),
      { numRuns: RUNS },
    );
  });

  it('rejectIntegrator: refuses or rejects with a bounded reason', () => {
    fc.assert(
      fc.property(records, payloads({ integratorId: 'uid-1', motivo: 'Documento ilegível' }), actors, (current, input, actor) => {
        const result = answer(() => rejectIntegrator(current, input, actor, now));
        if (!result.ok) return;
        const motivo = result.value.patch.motivo_rejeicao ?? '';
        expect(motivo.length).toBeGreaterThan(0);
        expect(motivo.length).toBeLessThanOrEqual(inputLimits.freeText);
      }),
      { numRuns: RUNS },
    );
  });

  it('editIntegrator: refuses or writes only valid edit fields, never the status', () => {
    const valid = validAdminEditInput;
    fc.assert(
      fc.property(records, payloads(valid), actors, (current, input, actor) => {
        const result = answer(() => editIntegrator(current, input, actor, now));
        if (!result.ok) return;
        const { updated_at: _u, ...fields } = result.value.patch;
        expect(fields).not.toHaveProperty('status');
        expect(adminIntegratorEdit.safeParse(fields).success).toBe(true);
        expect(longestString(fields)).toBeLessThanOrEqual(inputLimits.name);
      }),
      { numRuns: RUNS },
    );
  });

  it('createProposal: refuses or creates one bounded proposal in the caller folder', () => {
    const id = 'AbCdEfGhIjKlMnOpQrSt';
    const v = proposalFormValues();
    const dir = `propostas-anexos/uid-1/${id}`;
    const proposta = {
      clientData: { ...v.clientData, anexoRgCpf: `${dir}/anexo_rg_cpf_1.pdf` },
      projectData: { ...v.projectData, anexoFaturaEnergia: `${dir}/anexo_fatura_energia_1.pdf` },
      creditData: v.creditData,
      bankingData: { ...v.bankingData, anexoHolerite: `${dir}/anexo_holerite_1.pdf` },
    };
    const inputs = fc.oneof(
      payloads({ id, proposta }),
      mutated(proposta.clientData).map((clientData) => ({ id, proposta: { ...proposta, clientData } })),
      mutated(proposta.bankingData).map((bankingData) => ({ id, proposta: { ...proposta, bankingData } })),
      mutated({ ...proposta.creditData, entrada: 0, carenciaMeses: '0', parcelaVista: null }).map((creditData) => ({ id, proposta: { ...proposta, creditData } })),
    );
    fc.assert(
      fc.property(records, inputs, actors, (integrator, input, actor) => {
        const result = answer(() =>
          createProposal({ integrator, existing: () => null, reservedBy: () => null, input, actor, now, facts: () => ({ size: 1024, contentType: 'application/pdf' }), creditLines: storedCreditLines(), cashbackRates: [], energySettings: defaultEnergySettings() }),
        );
        if (!result.ok || result.value.kind !== 'create') return;
        expect(actor).toEqual({ uid: 'uid-1', role: 'integrador' });
        expect(result.value.proposal).toMatchObject({ id, integrador_id: 'uid-1', status: 'enviada', prioridade: 'media' });
        expect(longestString(result.value)).toBeLessThanOrEqual(inputLimits.storagePath);
      }),
      { numRuns: RUNS },
    );
  });

  it('updateCreditLine: refuses or writes a bounded line under the next version', () => {
    const valid = { id: 'credito_consignado', ativa: true, taxas: { '12': 1.66, '60': 1.75 }, valor_min_centavos: 2_000_00, valor_max_centavos: 150_000_00, tarifa_centavos: 0, nota: 'ok', versao: 0 };
    const inputs = fc.oneof(payloads(valid), mutated(valid.taxas).map((taxas) => ({ ...valid, taxas })));
    fc.assert(
      fc.property(inputs, actors, (input, actor) => {
        const result = answer(() => updateCreditLine(null, [], input, actor, now));
        if (!result.ok) return;
        expect(actor?.role).toBe('admin');
        expect(creditLineInput.safeParse({ ...result.value.line, versao: 0 }).success).toBe(true);
        expect(result.value.line.versao).toBe(1);
        expect(longestString(result.value)).toBeLessThanOrEqual(creditLimits.note);
      }),
      { numRuns: RUNS },
    );
  });
});
