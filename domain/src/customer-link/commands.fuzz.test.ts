/**
 * Fuzzing the customer link's commands (issue 28) as handlers.fuzz.test.ts does: 1,000 generated
 * payloads each. Each answer must be a DomainError with a known code and a message, or a result
 * that is itself valid: a refused payload never yields writes, and an accepted one never stores
 * what its schema would refuse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputLimits } from '../constants';
import { actors, answer, hostile, integratorRecords, longestString, mutated, now, payloads, RUNS } from '../fuzz-support';
import type { Actor } from '../handlers/actor';
import { customerApplicationInput } from '../schemas/proposal-wizard';
import { completeIntegrator, proposalFormValues } from '../test-fixtures';
import { createCustomerLink, guestTokenOf, invalidLink, submitCustomerApplication } from './commands';
import { createLinkInput, expiryOf, type CustomerLink } from './link';
import { linkTokenPattern } from './token';

const day = 86_400_000;
const proposalId = 'AbCdEfGhIjKlMnOpQrSt';
const linkId = 'LinkIdLinkIdLinkId01';
const hash = 'c'.repeat(64);
const folder = `propostas-anexos/uid-1/${proposalId}`;
const neutral = invalidLink().message;

/** The shared hostile values, and contacts and paths near the reserved folder. */
const hostileValues = hostile(
  fc.constantFrom('@', 'a@b.co', '(11) 98765-4321', '1198765432', '+55 11 98765-4321', `${folder}/`, `${folder}/../x.pdf`, `${folder}/a/b.pdf`),
  fc.string().map((name) => `${folder}/${name}`),
);

describe('customer link fuzzing (fast-check)', () => {
  it('createCustomerLink: refuses or makes one valid open link for the approved caller', () => {
    const records = integratorRecords(completeIntegrator({ status: 'aprovado', id: 'uid-2', user_id: 'uid-2' }));
    // Weighted towards the approved caller, so the accepted path is walked often too.
    const approved = completeIntegrator({ status: 'aprovado' });
    const callers = fc.oneof(
      { arbitrary: fc.tuple(fc.constant(approved), fc.constant<Actor | null>({ uid: 'uid-1', role: 'integrador' })), weight: 3 },
      { arbitrary: fc.tuple(records, actors), weight: 1 },
    );
    const valid = { clienteNome: 'João Pereira', contato: '(11) 98765-4321' };
    const inputs = fc.oneof(
      payloads(valid, hostileValues),
      payloads({ ...valid, contato: 'joao@exemplo.com.br' }, hostileValues),
      fc.record({ clienteNome: fc.string(), contato: fc.oneof(fc.string(), fc.stringMatching(/^\(?\d{2}\)? ?9?\d{4}-?\d{4}$/), fc.emailAddress()) }),
    );
    fc.assert(
      fc.property(callers, inputs, ([integrator, actor], input) => {
        const result = answer(() => createCustomerLink({ actor, integrator, input, now, id: linkId, proposalId, tokenHash: hash }));
        if (!result.ok) return;
        const created: CustomerLink = result.value;
        expect(actor?.role).toBe('integrador');
        expect(integrator?.user_id).toBe(actor?.uid);
        expect(integrator?.status).toBe('aprovado');
        expect(created).toMatchObject({
          id: linkId,
          integrador_id: actor?.uid,
          empresa_nome: integrator?.nome_empresa,
          token_hash: hash,
          proposta_id: proposalId,
          criado_em: now,
          expira_em: expiryOf(now),
          revogado_em: null,
          preenchido_em: null,
        });
        expect(created).not.toHaveProperty('token');
        expect(created.cliente_nome.trim()).toBe(created.cliente_nome);
        expect(created.cliente_nome.length).toBeGreaterThan(0);
        // Exactly one contact: a phone of 10 or 11 digits, or an e-mail.
        expect((created.cliente_telefone === null) !== (created.cliente_email === null)).toBe(true);
        if (created.cliente_telefone !== null) expect(created.cliente_telefone).toMatch(/^\d{10,11}$/);
        if (created.cliente_email !== null) expect(created.cliente_email).toContain('@');
        const stored = { clienteNome: created.cliente_nome, contato: created.cliente_telefone ?? created.cliente_email };
        expect(createLinkInput.safeParse(stored).success).toBe(true);
        expect(longestString(created)).toBeLessThanOrEqual(inputLimits.email);
      }),
      { numRuns: RUNS },
    );
  });

  it('submitCustomerApplication: refuses or makes one valid draft in the reserved folder', () => {
    const open = (overrides: Partial<CustomerLink> = {}): CustomerLink => ({
      id: linkId,
      integrador_id: 'uid-1',
      empresa_nome: 'Sol Nascente',
      cliente_nome: 'João Pereira',
      cliente_telefone: '11987654321',
      cliente_email: null,
      token_hash: hash,
      proposta_id: proposalId,
      criado_em: now - day,
      expira_em: now + 6 * day,
      revogado_em: null,
      preenchido_em: null,
      ...overrides,
    });
    const links = fc.constantFrom<{ link: CustomerLink | null; usable: boolean }>(
      { link: null, usable: false },
      { link: open(), usable: true },
      { link: open({ expira_em: now + 1 }), usable: true },
      { link: open(), usable: true },
      { link: open(), usable: true },
      { link: open({ expira_em: now }), usable: false },
      { link: open({ revogado_em: now - 1 }), usable: false },
      { link: open({ preenchido_em: now - 1 }), usable: false },
      { link: open({ revogado_em: now - 1, preenchido_em: now - 2 }), usable: false },
    );
    const v = proposalFormValues();
    const clientData = { ...v.clientData, anexoRgCpf: `${folder}/anexo_rg_cpf_1.pdf` };
    const bankingData = { ...v.bankingData, anexoHolerite: `${folder}/anexo_holerite_1.png` };
    const valid = { clientData, anexoFaturaEnergia: `${folder}/anexo_fatura_energia_1.pdf`, bankingData };
    const inputs = fc.oneof(
      payloads(valid, hostileValues),
      fc.constant(valid),
      mutated(clientData, hostileValues).map((mutatedClient) => ({ ...valid, clientData: mutatedClient })),
      mutated(bankingData, hostileValues).map((mutatedBanking) => ({ ...valid, bankingData: mutatedBanking })),
    );
    const uploaded = () => ({ size: 1024, contentType: 'application/pdf' });
    const factsOf = fc.constantFrom(null, uploaded, uploaded, uploaded, () => null, () => ({ size: 10, contentType: 'text/html' }));
    fc.assert(
      fc.property(links, inputs, factsOf, ({ link, usable }, input, facts) => {
        const result = answer(() => submitCustomerApplication({ link, input, now, facts }));
        if (!usable) {
          // A link that cannot be filled is the neutral refusal, before the payload is read.
          expect(result.ok).toBe(false);
          if (!result.ok) expect([result.error.code, result.error.message, result.error.fields]).toEqual(['not-found', neutral, undefined]);
          return;
        }
        if (!result.ok) return;
        const { draft, link: patch } = result.value;
        expect(patch).toEqual({ preenchido_em: now });
        expect(draft).toMatchObject({ id: proposalId, integrador_id: 'uid-1', link_id: linkId, enviado_em: now, situacao: 'aguardando' });
        expect(draft.cliente_nome).toBe(draft.dados.clientData.nomeCompleto);
        const reparsed = customerApplicationInput.safeParse(draft.dados);
        expect(reparsed.success).toBe(true);
        expect(reparsed.data).toEqual(draft.dados);
        for (const path of [draft.dados.clientData.anexoRgCpf, draft.dados.anexoFaturaEnergia, draft.dados.bankingData.anexoHolerite]) {
          expect(path).not.toBeNull();
          expect(path!.startsWith(`${folder}/`)).toBe(true);
          expect(path!.slice(folder.length + 1)).not.toContain('/');
        }
        expect(longestString(draft)).toBeLessThanOrEqual(inputLimits.storagePath);
      }),
      { numRuns: RUNS },
    );
  });

  it('guestTokenOf: refuses with the neutral not-found, or reads a well-formed token', () => {
    const base64Url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ .'.split(''));
    const tokenLike = fc.string({ unit: base64Url, minLength: 40, maxLength: 46 });
    const wellFormed = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')), minLength: 43, maxLength: 43 });
    const inputs = fc.oneof(
      fc.anything(),
      fc.record({ token: fc.oneof(tokenLike, wellFormed, fc.anything()) }),
      fc.record({ token: wellFormed, dados: fc.anything() }),
      tokenLike,
    );
    fc.assert(
      fc.property(inputs, (input) => {
        const result = answer(() => guestTokenOf(input));
        if (!result.ok) {
          expect([result.error.code, result.error.message]).toEqual(['not-found', neutral]);
          return;
        }
        expect(result.value).toMatch(linkTokenPattern);
        expect(result.value).toBe((input as { token: unknown }).token);
      }),
      { numRuns: RUNS },
    );
  });
});
