import { describe, expect, it } from 'vitest';
import type { Integrator } from '../model';
import { integratorDocumentKeys, type IntegratorDocumentKey } from '../options';
import { completeIntegrator, completeProfileData, newIntegrator, storedDocument } from '../test-fixtures';
import type { Actor } from './actor';
import { refreshStatus, submitProfile as submitWithFacts, type StoredObjectFacts } from './integrator-profile';
import { domainErrorOf } from '../test-fixtures';

const now = Date.UTC(2026, 2, 10, 15, 0, 0);
const uid = 'uid-2';
const owner: Actor = { uid, role: 'integrador' };

/** A file as the client reports it after uploading into the caller's folder. */
const upload = (name: string, folderUid = uid) => ({
  path: `integrador-documents/${folderUid}/${name}_1773150000000.pdf`,
  nome: `${name}.pdf`,
  tamanho: 2048,
  tipo: 'application/pdf',
});

const allDocuments = (folderUid = uid) =>
  Object.fromEntries(integratorDocumentKeys.map((key) => [key, upload(key, folderUid)])) as Record<
    IntegratorDocumentKey,
    ReturnType<typeof upload>
  >;

/** The bucket holds every file the tests name, as uploaded. */
const everyFileStored: StoredObjectFacts = () => ({ size: 2048, contentType: 'application/pdf' });
const submitProfile = (current: Integrator | null, payload: unknown, actor: Actor | null, at: number) =>
  submitWithFacts(current, payload, actor, at, everyFileStored);

/** The callable's payload (the handler receives it unparsed). */
const input = (overrides: Record<string, unknown> = {}) => ({
  ...completeProfileData,
  cnpj: '11.222.333/0001-81',
  documentos: allDocuments(),
  ...overrides,
});

/** Runs `fn` and returns the DomainError it throws (fails the test when it throws nothing else). */
describe('submitProfile', () => {
  it('refuses an anonymous caller', () => {
    const error = domainErrorOf(() => submitProfile(newIntegrator(), input(), null, now));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe('Você precisa estar autenticado para acessar esta página');
  });

  it('answers not-found when there is no record, or the record is someone else’s', () => {
    for (const current of [null, newIntegrator({ id: 'uid-9', user_id: 'uid-9' })]) {
      const error = domainErrorOf(() => submitProfile(current, input(), owner, now));
      expect([error.code, error.message]).toEqual(['not-found', 'Integrador não encontrado']);
    }
  });

  it.each(['pendente_aprovacao', 'aprovado'])('refuses a resubmission once the status is %s', (status) => {
    const error = domainErrorOf(() => submitProfile(newIntegrator({ status }), input(), owner, now));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'Seu cadastro já foi enviado para análise.']);
  });

  it('reports the first schema message for invalid input', () => {
    const error = domainErrorOf(() =>
      submitProfile(newIntegrator(), input({ cnpj: '11.222.333/0001-82', owner_cpf: '123' }), owner, now),
    );
    expect([error.code, error.message]).toEqual(['invalid-argument', 'CNPJ inválido']);
  });

  it('refuses files outside the caller’s folder, even when the path contains the caller’s uid', () => {
    const elsewhere = [
      { documentos: { contrato_social: upload('contrato_social', 'uid-9') } },
      { documentos: { contrato_social: { ...upload('x'), path: `integrador-documents/uid-9/${uid}/x.pdf` } } },
      { documentos: {}, projetos: [{ nome_cliente: 'Cliente', potencia_kwp: 4, fotos: [upload('foto', 'uid-9')] }] },
      { documentos: {}, projetos: [{ nome_cliente: 'Cliente', potencia_kwp: 4, art: upload('art', 'uid-9') }] },
    ];
    for (const overrides of elsewhere) {
      const error = domainErrorOf(() => submitProfile(newIntegrator(), input(overrides), owner, now));
      expect([error.code, error.message]).toEqual(['permission-denied', 'Os arquivos devem estar na pasta da sua empresa.']);
    }
  });

  it('moves a complete profile to pendente_aprovacao and records the change', () => {
    const writes = submitProfile(newIntegrator(), input(), owner, now);
    expect(writes.patch).toMatchObject({ ...completeProfileData, status: 'pendente_aprovacao', updated_at: now });
    expect(writes.patch.cnpj).toBe('11222333000181');
    expect(writes.patch.documentos?.contrato_social).toEqual({ ...upload('contrato_social'), enviado_em: now });
    expect(writes.history).toEqual({ de: 'pendente_cadastro', para: 'pendente_aprovacao', por: uid, motivo: null, em: now });
    expect(writes.projects).toEqual([]);
  });

  it('keeps the profile in pendente_documentacao while a document is missing', () => {
    const { foto_fachada: _missing, ...fiveDocuments } = allDocuments();
    const writes = submitProfile(newIntegrator(), input({ documentos: fiveDocuments }), owner, now);
    expect(writes.patch.status).toBe('pendente_documentacao');
    expect(writes.history).toMatchObject({ de: 'pendente_cadastro', para: 'pendente_documentacao' });
    expect(Object.keys(writes.patch.documentos ?? {})).toHaveLength(5);
  });

  it('on resubmission keeps the earlier documents and stamps only the new ones', () => {
    const earlier = Object.fromEntries(
      integratorDocumentKeys.filter((key) => key !== 'foto_fachada').map((key) => [key, storedDocument(key)]),
    );
    const current: Integrator = completeIntegrator({ id: uid, user_id: uid, status: 'pendente_documentacao', documentos: earlier });
    const writes = submitProfile(current, input({ documentos: { foto_fachada: upload('foto_fachada') } }), owner, now);
    expect(writes.patch.documentos).toEqual({ ...earlier, foto_fachada: { ...upload('foto_fachada'), enviado_em: now } });
    expect(writes.patch.documentos?.contrato_social?.enviado_em).toBe(1_700_000_000_000);
    expect(writes.patch.status).toBe('pendente_aprovacao');
    expect(writes.history).toMatchObject({ de: 'pendente_documentacao', para: 'pendente_aprovacao' });
  });

  it('writes no history entry when the status stays the same', () => {
    const current = newIntegrator({ status: 'pendente_documentacao' });
    const writes = submitProfile(current, input({ documentos: {} }), owner, now);
    expect(writes.patch.status).toBe('pendente_documentacao');
    expect(writes.history).toBeNull();
  });

  it('saves exactly the projects given, stamped and tied to the caller', () => {
    const projetos = [
      { nome_cliente: 'Padaria Central', potencia_kwp: 12.5, art: upload('art'), fotos: [upload('foto1'), upload('foto2')] },
      { nome_cliente: 'Sítio Boa Vista', potencia_kwp: 4 },
    ];
    const writes = submitProfile(newIntegrator(), input({ projetos }), owner, now);
    expect(writes.projects).toEqual([
      {
        id: 'projeto-1',
        nome_cliente: 'Padaria Central',
        potencia_kwp: 12.5,
        art: { ...upload('art'), enviado_em: now },
        memorial: null,
        fotos: [
          { ...upload('foto1'), enviado_em: now },
          { ...upload('foto2'), enviado_em: now },
        ],
        integrador_id: uid,
        created_at: now,
      },
      { id: 'projeto-2', nome_cliente: 'Sítio Boa Vista', potencia_kwp: 4, art: null, memorial: null, fotos: [], integrador_id: uid, created_at: now },
    ]);
    expect(writes.patch).not.toHaveProperty('projetos');
    expect(writes.removedProjectIds).toEqual(['projeto-3']);
  });

  it('takes size and type from the stored object, not from the client', () => {
    const claimsSmall = { ...upload('contrato_social'), tamanho: 10, tipo: 'application/pdf' };
    const facts: StoredObjectFacts = () => ({ size: 4096, contentType: 'image/png' });
    const writes = submitWithFacts(newIntegrator(), input({ documentos: { contrato_social: claimsSmall } }), owner, now, facts);
    expect(writes.patch.documentos?.contrato_social).toMatchObject({ tamanho: 4096, tipo: 'image/png' });
  });

  it('refuses a file that was never uploaded, and one whose stored size or type breaks the rules', () => {
    const missing = domainErrorOf(() => submitWithFacts(newIntegrator(), input(), owner, now, () => null));
    expect([missing.code, missing.message]).toEqual([
      'failed-precondition',
      'Arquivo não encontrado no armazenamento: contrato_social.pdf. Envie-o novamente.',
    ]);
    const tooBig = domainErrorOf(() => submitWithFacts(newIntegrator(), input(), owner, now, () => ({ size: 6 * 1024 * 1024, contentType: 'application/pdf' })));
    expect([tooBig.code, tooBig.message]).toEqual(['invalid-argument', 'Arquivo deve ter no máximo 5MB']);
    const html = domainErrorOf(() => submitWithFacts(newIntegrator(), input(), owner, now, () => ({ size: 10, contentType: 'text/html' })));
    expect(html.code).toBe('invalid-argument');
  });

  it('is idempotent for projects: 50 submissions leave the same slots, at most 3', () => {
    const projetos = [{ nome_cliente: 'A', potencia_kwp: 1 }, { nome_cliente: 'B', potencia_kwp: 2 }, { nome_cliente: 'C', potencia_kwp: 3 }];
    const stored = new Map<string, unknown>();
    for (let round = 0; round < 50; round++) {
      const writes = submitProfile(newIntegrator(), input({ projetos }), owner, now + round);
      for (const project of writes.projects) stored.set(project.id, project);
      for (const id of writes.removedProjectIds) stored.delete(id);
    }
    expect([...stored.keys()].sort()).toEqual(['projeto-1', 'projeto-2', 'projeto-3']);
    const fewer = submitProfile(newIntegrator(), input({ projetos: projetos.slice(0, 1) }), owner, now);
    expect([fewer.projects.map((p) => p.id), fewer.removedProjectIds]).toEqual([['projeto-1'], ['projeto-2', 'projeto-3']]);
  });

  it('keeps the stored projects when a resubmission sends none', () => {
    expect(submitProfile(newIntegrator(), input({ projetos: [] }), owner, now).removedProjectIds).toEqual([]);
  });

  it('refuses a caller that is not an integrator (an admin, or no role yet)', () => {
    for (const role of ['admin', null] as const) {
      const denied = domainErrorOf(() => submitProfile(newIntegrator(), input({}), { uid, role }, now));
      expect([denied.code, denied.message]).toEqual(['permission-denied', 'Apenas integradores podem realizar esta ação.']);
    }
  });
});

describe('refreshStatus', () => {
  const mine = (overrides: Partial<Integrator>) => completeIntegrator({ id: uid, user_id: uid, ...overrides });

  it('refuses an anonymous caller and another integrator’s record', () => {
    expect(domainErrorOf(() => refreshStatus(mine({}), null, now)).code).toBe('unauthenticated');
    expect(domainErrorOf(() => refreshStatus(null, owner, now)).code).toBe('not-found');
    expect(domainErrorOf(() => refreshStatus(mine({ user_id: 'uid-9' }), owner, now)).message).toBe('Integrador não encontrado');
  });

  it('moves a complete pendente_documentacao to review, with a history entry', () => {
    const outcome = refreshStatus(mine({ status: 'pendente_documentacao' }), owner, now);
    expect(outcome).toEqual({
      status: 'pendente_aprovacao',
      message: 'Cadastro completo! Status atualizado para análise.',
      patch: { status: 'pendente_aprovacao', updated_at: now },
      history: { de: 'pendente_documentacao', para: 'pendente_aprovacao', por: uid, motivo: null, em: now },
    });
  });

  it('changes nothing while a document is still missing', () => {
    const documentos = { contrato_social: storedDocument('contrato_social') };
    const outcome = refreshStatus(mine({ status: 'pendente_documentacao', documentos }), owner, now);
    expect(outcome).toEqual({ status: 'pendente_documentacao', message: 'Status atualizado!', patch: {}, history: null });
  });

  it.each(['pendente_cadastro', 'pendente_aprovacao', 'aprovado', 'rejeitado'])('leaves %s as it is', (status) => {
    const outcome = refreshStatus(mine({ status }), owner, now);
    expect(outcome).toEqual({ status, message: 'Status atualizado!', patch: {}, history: null });
  });
});
