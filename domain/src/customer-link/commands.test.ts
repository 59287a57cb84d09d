import { describe, expect, it } from 'vitest';
import { auth as authText, proposals as proposalsText, proposalSubmit, validation } from '../messages';
import { proposalStatuses } from '../options';
import { customerApplicationInput, proposalStepSchemas } from '../schemas/proposal-wizard';
import { completeIntegrator, domainErrorOf, newIntegrator, proposalFormValues } from '../test-fixtures';
import type { Actor } from '../handlers/actor';
import type { Proposal } from '../model';
import type { PendingItem } from '../pending-items';
import { pendingItemsText } from '../pending-items-text';
import {
  answerAsCustomer,
  guestUploadUid,
  createCustomerLink,
  guestLink,
  guestTokenOf,
  guestView,
  invalidLink,
  linkIdOf,
  renewCustomerLink,
  revokeCustomerLink,
  submitCustomerApplication,
  uploadClaimsOf,
  guestAccountLifetimeMs,
  isStaleGuestAccount,
  type CreateLinkContext,
} from './commands';
import { customerProgressOf, expiryOf, type CustomerLink } from './link';
import { customerLinkText } from './texts';

const day = 86_400_000;
const now = Date.UTC(2026, 2, 12, 13, 30, 0);
const uid = 'uid-1';
const me: Actor = { uid, role: 'integrador' };
const other: Actor = { uid: 'uid-2', role: 'integrador' };
const admin: Actor = { uid: 'admin-1', role: 'admin' };
const proposalId = 'AbCdEfGhIjKlMnOpQrSt';
const linkId = 'LinkIdLinkIdLinkId01';
const hash = 'a'.repeat(64);
const newHash = 'b'.repeat(64);
const folder = `propostas-anexos/${uid}/${proposalId}`;
const token = 'abcdefghijklmnopqrstuvwxyz-_0123456789ABCDE';
const neutral = customerLinkText.invalid;

/** A link made `now` by uid-1, open for 7 days. */
function link(overrides: Partial<CustomerLink> = {}): CustomerLink {
  return {
    id: linkId,
    integrador_id: uid,
    empresa_nome: 'Sol Nascente Energia Ltda',
    cliente_nome: 'João Pereira',
    cliente_telefone: '11987654321',
    cliente_email: null,
    token_hash: hash,
    proposta_id: proposalId,
    criado_em: now,
    expira_em: now + 7 * day,
    revogado_em: null,
    preenchido_em: null,
    ...overrides,
  };
}
const revoked = () => link({ revogado_em: now + 1_000 });
const filled = () => link({ preenchido_em: now + 1_000 });
const later = now + 7 * day; // the open link's expira_em: expired from then on

/** The neutral refusal a guest meets whatever went wrong. */
function expectNeutral(fn: () => unknown) {
  const error = domainErrorOf(fn);
  expect([error.code, error.message, error.fields]).toEqual(['not-found', neutral, undefined]);
}

describe('invalidLink', () => {
  it('is the neutral not-found', () => {
    const error = invalidLink();
    expect([error.code, error.message]).toEqual(['not-found', 'Link inválido ou expirado']);
  });
});

describe('createCustomerLink', () => {
  const context = (overrides: Partial<CreateLinkContext> = {}): CreateLinkContext => ({
    actor: me,
    integrator: completeIntegrator({ status: 'aprovado' }),
    input: { clienteNome: ' João Pereira ', contato: '(11) 98765-4321' },
    now,
    id: linkId,
    proposalId,
    tokenHash: hash,
    ...overrides,
  });

  it('makes an open link for an approved integrator, named after its company, with the hash and no token', () => {
    const created = createCustomerLink(context());
    expect(created).toEqual({
      id: linkId,
      integrador_id: uid,
      criado_por: uid,
      empresa_nome: 'Sol Nascente Energia Ltda',
      cliente_nome: 'João Pereira',
      cliente_telefone: '11987654321',
      cliente_email: null,
      token_hash: hash,
      proposta_id: proposalId,
      criado_em: now,
      expira_em: expiryOf(now),
      revogado_em: null,
      preenchido_em: null,
    });
    expect(created).not.toHaveProperty('token');
    expect(JSON.stringify(created)).not.toContain(token);
  });

  it('stores an e-mail contact as the e-mail, with no phone', () => {
    const created = createCustomerLink(context({ input: { clienteNome: 'Ana', contato: 'ana@exemplo.com' }, integrator: completeIntegrator({ status: 'aprovado', nome_empresa: 'Luz do Vale' }) }));
    expect(created).toMatchObject({ cliente_nome: 'Ana', cliente_telefone: null, cliente_email: 'ana@exemplo.com', empresa_nome: 'Luz do Vale' });
  });

  it.each(['pendente', 'pendente_aprovacao', 'pendente_documentacao', 'pendente_cadastro', 'rejeitado', 'desconhecido'])('refuses an integrator whose status is %s', (status) => {
    const error = domainErrorOf(() => createCustomerLink(context({ integrator: completeIntegrator({ status }) })));
    expect([error.code, error.message]).toEqual(['permission-denied', proposalSubmit.approvedOnly]);
  });

  it('refuses a pending integrator before reading the payload', () => {
    const error = domainErrorOf(() => createCustomerLink(context({ integrator: newIntegrator({ id: uid, user_id: uid }), input: null })));
    expect(error.message).toBe(proposalSubmit.approvedOnly);
  });

  it('refuses anonymous callers, admins, and a missing or foreign integrator record', () => {
    const anonymous = domainErrorOf(() => createCustomerLink(context({ actor: null })));
    expect([anonymous.code, anonymous.message]).toEqual(['unauthenticated', authText.mustBeAuthenticated]);
    const byAdmin = domainErrorOf(() => createCustomerLink(context({ actor: admin })));
    expect([byAdmin.code, byAdmin.message]).toEqual(['permission-denied', authText.integratorsOnly]);
    const noRole = domainErrorOf(() => createCustomerLink(context({ actor: { uid, role: null } })));
    expect(noRole.code).toBe('permission-denied');
    for (const integrator of [null, completeIntegrator({ status: 'aprovado', id: 'uid-2', user_id: 'uid-2' })]) {
      const error = domainErrorOf(() => createCustomerLink(context({ integrator })));
      expect([error.code, error.message]).toEqual(['not-found', proposalsText.integratorNotFound]);
    }
  });

  it("a gestor's or vendedor's link is the company's, recorded as made by that member (issue 45)", () => {
    for (const papel of ['gestor', 'vendedor'] as const) {
      const member: Actor = { uid: 'uid-7', role: 'integrador', empresa: uid, papel };
      expect(createCustomerLink(context({ actor: member }))).toMatchObject({ integrador_id: uid, criado_por: 'uid-7', empresa_nome: 'Sol Nascente Energia Ltda' });
    }
  });

  it('refuses an invalid payload with the field messages', () => {
    const noContact = domainErrorOf(() => createCustomerLink(context({ input: { clienteNome: 'Ana', contato: '' } })));
    expect([noContact.code, noContact.message, noContact.fields]).toEqual(['invalid-argument', customerLinkText.contactRequired, { contato: customerLinkText.contactRequired }]);
    const badContact = domainErrorOf(() => createCustomerLink(context({ input: { clienteNome: 'Ana', contato: '1234' } })));
    expect(badContact.fields).toEqual({ contato: customerLinkText.contactInvalid });
    const noName = domainErrorOf(() => createCustomerLink(context({ input: { clienteNome: ' ', contato: 'ana@exemplo.com' } })));
    expect(noName.fields).toEqual({ clienteNome: validation.required });
    for (const input of [null, undefined, 'x', [], {}]) expect(domainErrorOf(() => createCustomerLink(context({ input }))).code).toBe('invalid-argument');
  });
});

describe('revokeCustomerLink', () => {
  it('the owner revokes an open, expired or filled link', () => {
    expect(revokeCustomerLink(me, link(), now + 5)).toEqual({ revogado_em: now + 5 });
    expect(revokeCustomerLink(me, link(), later + day)).toEqual({ revogado_em: later + day });
    expect(revokeCustomerLink(me, filled(), now + 5)).toEqual({ revogado_em: now + 5 });
  });

  it('a second revoke writes nothing', () => {
    const first = revokeCustomerLink(me, link(), now + 5);
    expect(revokeCustomerLink(me, link({ ...first }), now + 10)).toBeNull();
    expect(revokeCustomerLink(me, link({ revogado_em: 0 }), now)).toBeNull();
  });

  it("another integrator, or a missing link, gets the neutral not-found; admins and anonymous callers are refused", () => {
    expectNeutral(() => revokeCustomerLink(other, link(), now));
    expectNeutral(() => revokeCustomerLink(me, null, now));
    expect(domainErrorOf(() => revokeCustomerLink(admin, link(), now)).code).toBe('permission-denied');
    expect(domainErrorOf(() => revokeCustomerLink(null, link(), now)).code).toBe('unauthenticated');
  });
});

describe("a team's links (issue 45): titular and gestor every one of the company, a vendedor only its own", () => {
  const vendedor: Actor = { uid: 'uid-7', role: 'integrador', empresa: uid, papel: 'vendedor' };
  const otherSeller: Actor = { uid: 'uid-8', role: 'integrador', empresa: uid, papel: 'vendedor' };
  const gestor: Actor = { uid: 'uid-9', role: 'integrador', empresa: uid, papel: 'gestor' };
  const foreignGestor: Actor = { uid: 'uid-10', role: 'integrador', empresa: 'uid-2', papel: 'gestor' };
  const sellers = link({ criado_por: 'uid-7' });

  it('the seller who made it and the company\'s titular and gestor renew and revoke it', () => {
    for (const actor of [vendedor, me, gestor]) {
      expect(revokeCustomerLink(actor, sellers, now + 5)).toEqual({ revogado_em: now + 5 });
      expect(renewCustomerLink(actor, sellers, now + day, newHash).token_hash).toBe(newHash);
    }
  });

  it("another seller, a vendedor on the titular's or an older link, and another company get the neutral not-found", () => {
    for (const [actor, target] of [[otherSeller, sellers], [vendedor, link({ criado_por: uid })], [vendedor, link()], [foreignGestor, sellers]] as const) {
      expectNeutral(() => revokeCustomerLink(actor, target, now));
      expectNeutral(() => renewCustomerLink(actor, target, now, newHash));
    }
  });
});

describe('renewCustomerLink', () => {
  it('gives an open link a new hash and 7 days from now', () => {
    expect(renewCustomerLink(me, link(), now + day, newHash)).toEqual({ token_hash: newHash, expira_em: expiryOf(now + day), revogado_em: null });
  });

  it('reopens an expired or revoked link', () => {
    expect(renewCustomerLink(me, link(), later + day, newHash)).toEqual({ token_hash: newHash, expira_em: later + 8 * day, revogado_em: null });
    const patch = renewCustomerLink(me, revoked(), now + day, newHash);
    expect(patch.revogado_em).toBeNull();
    expect(guestLink({ ...revoked(), ...patch }, now + day, 'fill').id).toBe(linkId);
  });

  it('refuses a filled link with the renewFilled text', () => {
    const error = domainErrorOf(() => renewCustomerLink(me, filled(), now + day, newHash));
    expect([error.code, error.message]).toEqual(['failed-precondition', customerLinkText.renewFilled]);
    expect(domainErrorOf(() => renewCustomerLink(me, link({ revogado_em: now, preenchido_em: now }), now, newHash)).message).toBe(customerLinkText.renewFilled);
  });

  it("another integrator, or a missing link, gets the neutral not-found; admins and anonymous callers are refused", () => {
    expectNeutral(() => renewCustomerLink(other, link(), now, newHash));
    expectNeutral(() => renewCustomerLink(other, filled(), now, newHash));
    expectNeutral(() => renewCustomerLink(me, null, now, newHash));
    expect(domainErrorOf(() => renewCustomerLink(admin, link(), now, newHash)).code).toBe('permission-denied');
    expect(domainErrorOf(() => renewCustomerLink(null, link(), now, newHash)).code).toBe('unauthenticated');
  });
});

describe('guestLink', () => {
  it('an open link may be filled and viewed', () => {
    expect(guestLink(link(), now, 'fill')).toEqual(link());
    expect(guestLink(link(), later - 1, 'view')).toEqual(link());
  });

  it('a filled link may be viewed (even after its expiry), never filled again', () => {
    expect(guestLink(filled(), now, 'view')).toEqual(filled());
    expect(guestLink(filled(), later + 30 * day, 'view')).toEqual(filled());
    expectNeutral(() => guestLink(filled(), now, 'fill'));
  });

  it('a missing, revoked or expired link is the neutral refusal for both purposes', () => {
    for (const purpose of ['fill', 'view'] as const) {
      expectNeutral(() => guestLink(null, now, purpose));
      expectNeutral(() => guestLink(revoked(), now, purpose));
      expectNeutral(() => guestLink(link({ revogado_em: now, preenchido_em: now }), now, purpose));
      expectNeutral(() => guestLink(link(), later, purpose));
      expectNeutral(() => guestLink(link(), later + day, purpose));
    }
  });
});

describe('guestView', () => {
  const logo = 'https://exemplo.com/logo.png';

  it('an open link shows the company, logo, customer name, expiry and its upload folder, nothing else', () => {
    const view = guestView(link(), now, null, logo);
    expect(view).toEqual({ estado: 'aberto', empresa: 'Sol Nascente Energia Ltda', logo, clienteNome: 'João Pereira', expiraEm: later, pasta: `propostas-anexos/${uid}/${proposalId}` });
    expect(Object.keys(view).sort()).toEqual(['clienteNome', 'empresa', 'estado', 'expiraEm', 'logo', 'pasta']);
  });

  it('a filled link shows the progress of the proposal, nothing else', () => {
    const view = guestView(filled(), later + day, 'pendente_correcao', null);
    expect(view).toEqual({ estado: 'preenchido', empresa: 'Sol Nascente Energia Ltda', logo: null, clienteNome: 'João Pereira', andamento: 'pendencias', pendencias: [] });
    expect(Object.keys(view).sort()).toEqual(['andamento', 'clienteNome', 'empresa', 'estado', 'logo', 'pendencias']);
    for (const status of [null, ...proposalStatuses]) {
      const each = guestView(filled(), now, status, logo);
      expect(each.estado === 'preenchido' && each.andamento).toBe(customerProgressOf(status));
    }
  });

  it('lists only the items addressed to the customer, oldest first, with no internal field; none before the proposal exists', () => {
    const item = (id: string, criada_em: number, para_cliente: boolean | undefined) => ({
      id, proposta_id: proposalId, integrador_id: uid, tipo: 'comprovante_renda', texto: `texto ${id}`, exige_arquivo: true, para_cliente, estado: 'aberta',
      criada_por: 'admin-1', criada_em, resposta_texto: null, resposta_arquivo: null, respondida_por: null, respondida_em: null, revisada_por: null,
      revisada_em: null, nota_devolucao: null, devolucoes: 0, updated_at: criada_em,
    });
    const items = [item('b', 2, true), item('interna', 1, false), item('antiga', 0, undefined), item('a', 1, true)];
    const view = guestView(filled(), now, 'pendente_correcao', null, items);
    expect(view.estado === 'preenchido' && view.pendencias).toEqual([
      { id: 'a', tipo: 'Comprovante de renda', texto: 'texto a', exigeArquivo: true, estado: 'aberta', notaDevolucao: null },
      { id: 'b', tipo: 'Comprovante de renda', texto: 'texto b', exigeArquivo: true, estado: 'aberta', notaDevolucao: null },
    ]);
    const before = guestView(filled(), now, null, null, items);
    expect(before.estado === 'preenchido' && before.pendencias).toEqual([]);
  });

  it('leaks no internal field: no hash, no ids, no contact, no dates but the expiry', () => {
    const secret = link({ token_hash: 'f'.repeat(64), cliente_email: 'segredo@exemplo.com', cliente_telefone: '11999998888' });
    for (const view of [guestView(secret, now, null, logo), guestView({ ...secret, preenchido_em: now }, now, 'aprovada', logo)]) {
      for (const key of ['token_hash', 'integrador_id', 'proposta_id', 'id', 'cliente_telefone', 'cliente_email', 'criado_em', 'revogado_em', 'preenchido_em', 'empresa_nome', 'cliente_nome']) {
        expect(view).not.toHaveProperty(key);
      }
      const text = JSON.stringify(view);
      for (const value of ['f'.repeat(64), 'segredo@exemplo.com', '11999998888', linkId]) expect(text).not.toContain(value);
    }
  });

  it('a missing, revoked or expired link is the neutral refusal', () => {
    expectNeutral(() => guestView(null as unknown as CustomerLink, now, null, logo));
    expectNeutral(() => guestView(revoked(), now, null, logo));
    expectNeutral(() => guestView(link({ revogado_em: now, preenchido_em: now }), now, 'aprovada', logo));
    expectNeutral(() => guestView(link(), later, null, logo));
  });
});

describe('submitCustomerApplication', () => {
  /** The customer's part of the wizard, files as paths in `dir`. */
  function application(dir = folder) {
    const v = proposalFormValues();
    return {
      clientData: { ...v.clientData, anexoRgCpf: `${dir}/anexo_rg_cpf_1773150000000.pdf` },
      anexoFaturaEnergia: `${dir}/anexo_fatura_energia_1773150000000.pdf`,
      bankingData: { ...v.bankingData, anexoHolerite: `${dir}/anexo_holerite_1773150000000.png` },
    };
  }
  const uploaded = () => ({ size: 4096, contentType: 'application/pdf' });
  const submit = (overrides: Partial<Parameters<typeof submitCustomerApplication>[0]> = {}) =>
    submitCustomerApplication({ link: link(), input: application(), now: now + day, facts: uploaded, ...overrides });

  it('turns a valid application into the draft under the reserved proposal id, and the link preenchido', () => {
    const written = submit();
    expect(written.link).toEqual({ preenchido_em: now + day });
    expect(written.draft).toEqual({
      id: proposalId,
      integrador_id: uid,
      link_id: linkId,
      cliente_nome: 'João Pereira',
      dados: customerApplicationInput.parse(application()),
      enviado_em: now + day,
      situacao: 'aguardando',
    });
    expect(written.draft.dados).toMatchObject({
      clientData: { cpfCnpj: '52998224725', telefone: '11987654321', cep: '01310100', anosResidencia: 2.5, anexoRgCpf: `${folder}/anexo_rg_cpf_1773150000000.pdf` },
      anexoFaturaEnergia: `${folder}/anexo_fatura_energia_1773150000000.pdf`,
      bankingData: { banco: '341', anexoHolerite: `${folder}/anexo_holerite_1773150000000.png` },
    });
    // Issue 49: the bill's facts the customer's page read (null when none) travel with the draft.
    expect(Object.keys(written.draft.dados).sort()).toEqual(['anexoFaturaEnergia', 'bankingData', 'clientData', 'contaLuz']);
    expect(written.draft.dados.contaLuz).toBeNull();
    expect(customerApplicationInput.safeParse(written.draft.dados).success).toBe(true);
  });

  it("carries the link's maker to the draft, so a vendedor's draft stays its own (issue 45)", () => {
    expect(submit({ link: link({ criado_por: 'uid-7' }) }).draft.criado_por).toBe('uid-7');
  });

  it('drops what is not the customer part (project and credit data)', () => {
    const v = proposalFormValues();
    const written = submit({ input: { ...application(), projectData: v.projectData, creditData: v.creditData } });
    expect(written.draft.dados).not.toHaveProperty('projectData');
    expect(written.draft.dados).not.toHaveProperty('creditData');
  });

  it('the filled link then refuses a second submit and shows the progress instead', () => {
    const written = submit();
    const after = link({ ...written.link });
    expectNeutral(() => submit({ link: after }));
    expect(guestView(after, now + 2 * day, null, null)).toMatchObject({ estado: 'preenchido', andamento: 'recebida' });
  });

  it('skips the bucket check where no bucket can be asked', () => {
    expect(submit({ facts: null }).draft.id).toBe(proposalId);
  });

  it('a missing, expired, revoked or filled link is the neutral not-found, whatever the payload', () => {
    for (const stale of [null, link({ expira_em: now + day }), revoked(), filled(), link({ revogado_em: now, preenchido_em: now })]) {
      expectNeutral(() => submit({ link: stale }));
      expectNeutral(() => submit({ link: stale, input: null }));
    }
  });

  it('refuses attachments outside the reserved folder', () => {
    const dirs = [
      `propostas-anexos/uid-2/${proposalId}`,
      `propostas-anexos/${uid}/OutraPropostaQualquer`,
      `propostas-anexos/${uid}/${proposalId}X`,
      `propostas-anexos/${uid}/${proposalId}/sub`,
      `propostas-anexos/${uid}`,
    ];
    for (const dir of dirs) {
      const error = domainErrorOf(() => submit({ input: application(dir) }));
      expect([error.code, error.message]).toEqual(['permission-denied', proposalSubmit.foreignAttachment]);
    }
    const one = application();
    one.bankingData.anexoHolerite = `propostas-anexos/uid-2/${proposalId}/anexo_holerite_1.pdf`;
    expect(domainErrorOf(() => submit({ input: one })).message).toBe(proposalSubmit.foreignAttachment);
  });

  it('refuses paths outside the attachments folder, or climbing out of it, at their field', () => {
    const input = application();
    input.clientData.anexoRgCpf = 'integrador-documents/uid-1/contrato_social_1.pdf';
    input.anexoFaturaEnergia = `${folder}/../../uid-2/x.pdf`;
    const error = domainErrorOf(() => submit({ input }));
    expect(error.code).toBe('invalid-argument');
    expect(error.fields).toEqual({ 'clientData.anexoRgCpf': validation.fileRequired, anexoFaturaEnergia: validation.fileRequired });
  });

  it.each([
    ['clientData', 'anexoRgCpf'],
    ['bankingData', 'anexoHolerite'],
    [null, 'anexoFaturaEnergia'],
  ] as const)('refuses a missing file (%s.%s) with fileRequired', (group, key) => {
    for (const missing of [null, undefined]) {
      const input = application() as Record<string, Record<string, unknown> | unknown>;
      if (group === null) input[key] = missing;
      else input[group] = { ...(input[group] as Record<string, unknown>), [key]: missing };
      const error = domainErrorOf(() => submit({ input }));
      expect([error.code, error.message]).toEqual(['invalid-argument', validation.fileRequired]);
    }
  });

  it('refuses a file the bucket does not hold, or holds with a wrong type or size', () => {
    const missing = domainErrorOf(() => submit({ facts: (path) => (path.includes('holerite') ? null : uploaded()) }));
    expect([missing.code, missing.message]).toEqual(['failed-precondition', proposalSubmit.uploadMissing(`${folder}/anexo_holerite_1773150000000.png`)]);
    expect(missing.message).toBe('O arquivo anexo_holerite_1773150000000.png não foi encontrado. Envie-o novamente.');
    const html = domainErrorOf(() => submit({ facts: () => ({ size: 10, contentType: 'text/html' }) }));
    expect([html.code, html.message]).toEqual(['invalid-argument', validation.fileType]);
    const large = domainErrorOf(() => submit({ facts: () => ({ size: 6 * 1024 * 1024, contentType: 'application/pdf' }) }));
    expect([large.code, large.message]).toEqual(['invalid-argument', validation.fileTooLarge]);
  });

  it("refuses an invalid field with the wizard's own message at its path", () => {
    const input = application();
    input.clientData = { ...input.clientData, cpfCnpj: '111.111.111-11' };
    const wizard = proposalStepSchemas[1].safeParse({ ...proposalFormValues().clientData, cpfCnpj: '111.111.111-11' });
    const expected = wizard.error?.issues.find((issue) => issue.path.join('.') === 'cpfCnpj')?.message;
    expect(expected).toBe(validation.cpfInvalid);
    const error = domainErrorOf(() => submit({ input }));
    expect([error.code, error.message, error.fields]).toEqual(['invalid-argument', expected, { 'clientData.cpfCnpj': expected }]);
  });

  it('reports each invalid field of every section at its own path', () => {
    const input = application();
    input.clientData = { ...input.clientData, nomeCompleto: ' ', email: 'joao@', telefone: '123' };
    input.bankingData = { ...input.bankingData, banco: '34' };
    const error = domainErrorOf(() => submit({ input }));
    expect(error.fields).toEqual({
      'clientData.nomeCompleto': validation.required,
      'clientData.email': validation.emailInvalid,
      'clientData.telefone': validation.phoneLength,
      'bankingData.banco': validation.bankCode,
    });
    const minor = application();
    minor.clientData = { ...minor.clientData, dataNascimento: '10/03/2020' };
    expect(domainErrorOf(() => submit({ input: minor })).fields).toEqual({ 'clientData.dataNascimento': validation.dateUnderage });
  });

  it('refuses a payload that is not an application', () => {
    for (const input of [null, undefined, 'x', 42, [], {}]) expect(domainErrorOf(() => submit({ input })).code).toBe('invalid-argument');
  });
});

describe('guestTokenOf', () => {
  it('reads a well-formed token', () => {
    expect(guestTokenOf({ token })).toBe(token);
    expect(guestTokenOf({ token, dados: {} })).toBe(token);
  });

  it.each([
    [null],
    [undefined],
    [token],
    [{}],
    [{ token: null }],
    [{ token: 42 }],
    [{ token: token.slice(1) }],
    [{ token: `${token}A` }],
    [{ token: `${token.slice(1)}=` }],
    [{ token: ` ${token.slice(1)}` }],
    [{ token: [token] }],
    [[token]],
  ])('refuses %j with the neutral not-found', (input) => {
    expectNeutral(() => guestTokenOf(input));
  });
});

describe('uploadClaimsOf', () => {
  it("names the link, its folder and its token's hash only", () => {
    const claims = uploadClaimsOf(link());
    expect(claims).toEqual({ cliente_link: linkId, pasta_integrador: uid, pasta_proposta: proposalId, cliente_token_hash: hash });
    expect(Object.keys(claims).sort()).toEqual(['cliente_link', 'cliente_token_hash', 'pasta_integrador', 'pasta_proposta']);
  });

  it('a renewed link gives sessions another hash than the old token\'s (storage.rules compare it)', () => {
    const renewed = { ...link(), ...renewCustomerLink(me, link(), now, newHash) };
    expect(uploadClaimsOf(renewed).cliente_token_hash).toBe(newHash);
    expect(uploadClaimsOf(renewed).cliente_token_hash).not.toBe(uploadClaimsOf(link()).cliente_token_hash);
  });
});

describe('isStaleGuestAccount', () => {
  it("deletes a link's guest last active more than a day ago, never before, never anyone else", () => {
    const guest = guestUploadUid(linkId);
    expect(guestAccountLifetimeMs).toBe(day);
    expect(isStaleGuestAccount(guest, now - guestAccountLifetimeMs - 1, now)).toBe(true);
    expect(isStaleGuestAccount(guest, now - 30 * day, now)).toBe(true);
    expect(isStaleGuestAccount(guest, now - guestAccountLifetimeMs, now)).toBe(false);
    expect(isStaleGuestAccount(guest, now, now)).toBe(false);
    for (const someone of [uid, 'admin-1', 'xcliente_LinkIdLinkIdLinkId01', 'Cliente_abc']) expect(isStaleGuestAccount(someone, now - 30 * day, now)).toBe(false);
  });
});

describe('linkIdOf', () => {
  it('reads the id of a revoke or renew', () => {
    expect(linkIdOf({ id: linkId })).toBe(linkId);
    expect(linkIdOf({ id: ` ${linkId} ` })).toBe(linkId);
  });

  it('refuses a missing, empty or slashed id', () => {
    for (const input of [null, {}, { id: '' }, { id: '  ' }, { id: 'a/b' }, { id: 42 }, { id: 'x'.repeat(129) }]) {
      expect(domainErrorOf(() => linkIdOf(input)).code).toBe('invalid-argument');
    }
  });
});

describe('answerAsCustomer', () => {
  const proposal = { id: proposalId, integrador_id: uid, status: 'pendente_correcao', pendencias_abertas: 2, pendencias_total: 2, pendencias_desde: now } as unknown as Proposal;
  const item = (overrides: Partial<PendingItem> = {}): PendingItem => ({
    id: 'ItemItemItemItemIt01', proposta_id: proposalId, integrador_id: uid, tipo: 'comprovante_renda', texto: 'Envie o holerite', exige_arquivo: false,
    para_cliente: true, estado: 'aberta', criada_por: 'admin-1', criada_em: now, resposta_texto: null, resposta_arquivo: null, respondida_por: null,
    respondida_em: null, revisada_por: null, revisada_em: null, nota_devolucao: null, devolucoes: 0, updated_at: now, ...overrides,
  });
  const input = { itemId: 'ItemItemItemItemIt01', texto: 'Segue em anexo' };
  const run = (overrides: Partial<Parameters<typeof answerAsCustomer>[0]> = {}) =>
    answerAsCustomer({ link: filled(), proposal, item: item(), input, now: now + 2_000, facts: null, ...overrides });

  it('answers an open item addressed to the customer as the integrator would, recorded as the link’s guest', () => {
    const writes = run();
    expect(writes.item).toMatchObject({ estado: 'respondida', resposta_texto: 'Segue em anexo', respondida_por: guestUploadUid(linkId) });
    expect(writes.proposal).toMatchObject({ pendencias_abertas: 1 });
    expect(writes.history).toMatchObject({ por: guestUploadUid(linkId), pendencia: { acao: 'respondida' } });
  });

  it('refuses an item not addressed to the customer, an answered one, a link not filled or revoked, and another proposal', () => {
    expect(domainErrorOf(() => run({ item: item({ para_cliente: false }) })).message).toBe(pendingItemsText.itemNotFound);
    expect(domainErrorOf(() => run({ item: item({ para_cliente: undefined }) })).message).toBe(pendingItemsText.itemNotFound);
    expect(domainErrorOf(() => run({ item: item({ estado: 'respondida' }) })).message).toBe(pendingItemsText.notOpen);
    expectNeutral(() => run({ link: link() }));
    expectNeutral(() => run({ link: { ...filled(), revogado_em: now } }));
    expectNeutral(() => run({ proposal: null }));
    expectNeutral(() => run({ proposal: { ...proposal, integrador_id: 'uid-2' } }));
    expect(domainErrorOf(() => run({ input: { itemId: input.itemId } })).message).toBe(pendingItemsText.answerRequired);
    expect(domainErrorOf(() => run({ input: { itemId: input.itemId, arquivo: `${folder}/anexo_rg_cpf_1773150000000.pdf` } })).message).toBe(pendingItemsText.foreignFile);
  });
});
