/**
 * Rights requests on the emulators (issue 51).
 * - On a project of its own (no trigger reacts): the access ZIP of a company with 1,000 proposals
 *   and their files, collected by collectSubjectData and streamed by the job (runPrivacyExport)
 *   through a local sink from a local file source, parsed back: every proposal, comment and file,
 *   nothing of another company; its time is printed. A deletion (resolveRequest) anonymises the
 *   signed contract's proposal and keeps the contract, its PDFs and payment record with the
 *   Portuguese answer, and deletes the rest (drafts, link, the unsigned proposal with its
 *   sub-collections, the e-mails sent to the customer, files). The ZIP holds the titular's
 *   notice read records and e-mails, no other person's.
 * - The callables on the functions' project: requestPrivacy opens one request per person (a
 *   second is refused in Portuguese), an access request without Storage ends 'falhou' in
 *   Portuguese at once; resolvePrivacyRequest is the admins', a refusal needs its reason, closes
 *   the request, frees the lock and writes its 'lgpd' audit entry.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth as authText } from '@solarcred/domain/messages';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import { localFileSource, fileSink } from '../../functions/src/privacy/export-zip';
import { runPrivacyExport } from '../../functions/src/privacy/requests-export';
import { resolveRequest } from '../../functions/src/privacy/requests';
import { hasFirestore, projectId } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, uniqueId } from './firestore-admin';

const proposalsCount = 1_000;
const company = uniqueId('lgpd-int');
const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1, 12));
const pid = (index: number) => `${company}-p${String(index).padStart(4, '0')}`;
const fileOf = (index: number) => `propostas-anexos/${company}/${pid(index)}/rg.pdf`;

describe.skipIf(!hasFirestore)('rights requests: the access ZIP and a deletion (Firestore emulator, own project)', () => {
  let app: App;
  let store: Firestore;
  let dir = '';
  let bucket = '';

  const put = (path: string, bytes: Uint8Array | string) => {
    mkdirSync(dirname(join(bucket, path)), { recursive: true });
    writeFileSync(join(bucket, path), bytes);
  };
  const request = async (id: string, fields: Record<string, unknown>) => {
    await store.doc(`solicitacoes_lgpd/${id}`).set({
      id, situacao: 'aberta', origem: 'conta', detalhe: '', criada_em: at, prazo_em: at, atualizado_em: at,
      resposta: null, concluida_em: null, concluida_por: null, exportacao: null, retidos: null, ...fields,
    });
  };

  beforeAll(async () => {
    app = initializeApp({ projectId: `${projectId}-lgpd` }, `lgpd-${company}`);
    store = getFirestore(app);
    dir = mkdtempSync(join(tmpdir(), 'lgpd-'));
    bucket = join(dir, 'bucket');
    const writer = store.bulkWriter();
    void writer.set(store.doc(`profiles/${company}`), { email: `${company}@solar.test`, nome: 'Titular', created_at: at });
    void writer.set(store.doc(`integradores/${company}`), { user_id: company, email: `${company}@solar.test`, nome_empresa: 'Sol Nascente', owner_cpf: '29537995593', status: 'aprovado', created_at: at });
    void writer.set(store.doc(`membros/${company}`), { empresa: company, papel: 'titular', ativo: true, nome: 'Titular', email: `${company}@solar.test` });
    for (let index = 0; index < proposalsCount; index += 1) {
      void writer.set(store.doc(`propostas/${pid(index)}`), { integrador_id: company, cliente_nome: `Cliente ${index}`, cliente_cpf_cnpj: '29537995593', anexo_rg_cpf: fileOf(index), status: 'enviada', created_at: at });
      if (index % 10 === 0) void writer.set(store.doc(`propostas/${pid(index)}/comentarios/c1`), { comentario: `Comentário ${index}`, integrador_id: company, created_at: at });
      put(fileOf(index), `%PDF-1.4 documento ${index} `.padEnd(4_096, 'x'));
    }
    void writer.set(store.doc(`avisos/${company}-aviso`), { titulo: 'Aviso', audiencia: ['todos'], created_at: at });
    void writer.set(store.doc(`avisos/${company}-aviso/leituras/${company}`), { lido_em: at });
    void writer.set(store.doc(`avisos/${company}-aviso/leituras/${company}-x`), { lido_em: at });
    void writer.set(store.doc(`mail/${company}-m1`), { to: `${company}@solar.test`, message: { subject: 'Cadastro aprovado' }, created_at: at });
    void writer.set(store.doc(`mail/${company}-m2`), { to: `${company}-x@solar.test`, message: { subject: 'Outro' }, created_at: at });
    void writer.set(store.doc(`propostas/${company}-alheia`), { integrador_id: `${company}-x`, cliente_nome: 'Outra empresa', status: 'enviada', created_at: at });
    await writer.close();
  });

  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (app) {
      for (const collection of ['propostas', 'profiles', 'integradores', 'membros', 'solicitacoes_lgpd', 'solicitacoes_lgpd_abertas', 'contratos', 'links_cliente', 'rascunhos_cliente', 'repasses', 'auditoria', 'aceites', 'avisos', 'mail']) {
        await store.recursiveDelete(store.collection(collection));
      }
      await deleteApp(app);
    }
  });

  it("the titular's ZIP: 1,000 proposals, their comments and files, streamed and parsed back; no other company's", async () => {
    const id = uniqueId('acesso');
    await request(id, {
      tipo: 'acesso',
      titular: { chave: `conta_${company}`, tipo: 'conta', uid: company, cpf_hash: null, link_id: null, nome: 'Titular', email_mascarado: 't***@s***.test' },
      exportacao: { estado: 'na_fila', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: null, atualizado_em: at },
    });
    const zipFile = join(dir, `${id}.zip`);
    const started = performance.now();
    const final = await runPrivacyExport(store, id, { sinkFor: () => fileSink(zipFile), files: () => localFileSource(bucket) });
    const seconds = (performance.now() - started) / 1_000;
    console.log(`privacy export: ${proposalsCount} proposals + ${proposalsCount} files (4 KB) in ${seconds.toFixed(1)} s, ZIP ${readFileSync(zipFile).length} bytes`);
    expect(final).toMatchObject({ estado: 'pronta', caminho: `lgpd/${id}.zip`, erro: null });
    const stored = (await store.doc(`solicitacoes_lgpd/${id}`).get()).data();
    expect(stored?.['exportacao']).toMatchObject({ estado: 'pronta', arquivos: final!.arquivos });

    const entries = unzipSync(readFileSync(zipFile));
    const proposals = JSON.parse(strFromU8(entries['dados/propostas.json']!)) as { documentos: { caminho: string; cliente_nome: string }[] };
    expect(proposals.documentos.map((document) => document.caminho)).toEqual(Array.from({ length: proposalsCount }, (_, index) => `propostas/${pid(index)}`));
    expect(JSON.stringify(proposals)).not.toContain('Outra empresa');
    const comments = JSON.parse(strFromU8(entries['dados/propostas__comentarios.json']!)) as { documentos: unknown[] };
    expect(comments.documentos).toHaveLength(proposalsCount / 10);
    const files = Object.keys(entries).filter((name) => name.startsWith('arquivos/'));
    expect(files).toHaveLength(proposalsCount);
    expect(strFromU8(entries[`arquivos/${fileOf(7)}`]!)).toMatch(/^%PDF-1\.4 documento 7 x+$/);
    expect(JSON.parse(strFromU8(entries['dados/integradores.json']!)).documentos[0]).toMatchObject({ caminho: `integradores/${company}`, owner_cpf: '29537995593' });
    expect(entries['arquivos-ausentes.txt']).toBeUndefined();
    // The person's notice read record and the e-mail sent to it, not another reader's or recipient's.
    const reads = JSON.parse(strFromU8(entries['dados/avisos__leituras.json']!)) as { documentos: { caminho: string }[] };
    expect(reads.documentos.map((document) => document.caminho)).toEqual([`avisos/${company}-aviso/leituras/${company}`]);
    const mails = JSON.parse(strFromU8(entries['dados/mail.json']!)) as { documentos: { caminho: string }[] };
    expect(mails.documentos.map((document) => document.caminho)).toEqual([`mail/${company}-m1`]);
    // A replay of the creation event finds the job done and runs nothing.
    expect(await runPrivacyExport(store, id, { sinkFor: () => fileSink(zipFile), files: () => localFileSource(bucket) })).toBeNull();
  });

  it("a deletion keeps the signed contract, its PDFs and payment record (the proposal anonymised) with the Portuguese answer, and deletes the rest", async () => {
    const link = uniqueId('link');
    const signed = `${link}-assinada`;
    const loose = `${link}-solta`;
    const cpf = '52998224725';
    const files = [`propostas-anexos/i9/${signed}/rg.pdf`, `propostas-anexos/i9/${loose}/conta.pdf`, `contratos/i9/${signed}/contrato-v1.pdf`, `contratos/i9/${signed}/contrato-v1-assinado.pdf`];
    for (const file of files) put(file, 'pdf');
    await store.doc(`links_cliente/${link}`).set({ integrador_id: 'i9', cliente_nome: 'Bia', cliente_email: `${link}@cliente.test`, proposta_id: signed, criado_em: at });
    await store.doc(`mail/${link}-codigo`).set({ to: `${link}@cliente.test`, message: { subject: 'Código para assinar' }, created_at: at });
    await store.doc(`mail/${link}-outro`).set({ to: `${link}-outro@cliente.test`, message: { subject: 'Outro cliente' }, created_at: at });
    await store.doc(`rascunhos_cliente/${signed}`).set({ integrador_id: 'i9', link_id: link, cliente_nome: 'Bia', dados: {} });
    await store.doc(`propostas/${signed}`).set({ integrador_id: 'i9', cliente_nome: 'Bia', cliente_cpf_cnpj: cpf, cliente_telefone: '11999999999', banco: '001', anexo_rg_cpf: files[0], valor_sistema: 3_000_000, created_at: at });
    await store.doc(`propostas/${signed}/comentarios/c1`).set({ comentario: 'sobre a Bia' });
    await store.doc(`contratos/${signed}_v1`).set({ proposta_id: signed, integrador_id: 'i9', estado: 'assinado', pdf_path: files[2], assinatura: { assinado_em: Timestamp.fromMillis(Date.UTC(2026, 0, 10, 15)), pdf_assinado_path: files[3] } });
    await store.doc(`repasses/${signed}`).set({ proposta_id: signed, integrador_id: 'i9', cliente_nome: 'Bia' });
    await store.doc(`propostas/${loose}`).set({ integrador_id: 'i8', cliente_nome: 'Bia', cliente_cpf_cnpj: cpf, anexo_fatura_energia: files[1], created_at: at });
    await store.doc(`propostas/${loose}/pendencias/x`).set({ texto: 'envie a conta' });
    const id = uniqueId('exclusao');
    await request(id, { tipo: 'exclusao', origem: 'link', titular: { chave: `cpf_${link}`, tipo: 'cliente', uid: null, cpf_hash: 'h', cpf, link_id: link, nome: 'Bia', email_mascarado: 'b***@x***.com' } });
    await store.doc(`solicitacoes_lgpd_abertas/cpf_${link}`).set({ solicitacao_id: id, criada_em: at });

    const deleted: string[] = [];
    const deleteFile = () => async (path: string) => {
      deleted.push(path);
      if (existsSync(join(bucket, path))) unlinkSync(join(bucket, path));
    };
    const result = await resolveRequest(store, { uid: 'adm', nome: 'Admin' }, { id, decisao: 'concluir' }, { deleteFile, auth: () => getAuth(app) });
    expect(result).toEqual({ situacao: 'concluida' });

    const data = async (path: string) => (await store.doc(path).get()).data();
    expect(await data(`propostas/${signed}`)).toMatchObject({ cliente_nome: requestsText.anonymisedMark, cliente_cpf_cnpj: '', cliente_telefone: '', banco: '', anexo_rg_cpf: null, valor_sistema: 3_000_000 });
    expect(await data(`contratos/${signed}_v1`)).toMatchObject({ estado: 'assinado' });
    expect(await data(`repasses/${signed}`)).toMatchObject({ cliente_nome: 'Bia' });
    for (const gone of [`links_cliente/${link}`, `rascunhos_cliente/${signed}`, `propostas/${signed}/comentarios/c1`, `propostas/${loose}`, `propostas/${loose}/pendencias/x`, `solicitacoes_lgpd_abertas/cpf_${link}`, `mail/${link}-codigo`]) {
      expect(await data(gone), gone).toBeUndefined();
    }
    expect(await data(`mail/${link}-outro`)).toMatchObject({ to: `${link}-outro@cliente.test` });
    expect(deleted.sort()).toEqual([files[0], files[1]].sort());
    expect(existsSync(join(bucket, files[2]!)) && existsSync(join(bucket, files[3]!))).toBe(true);
    const closed = await data(`solicitacoes_lgpd/${id}`);
    expect(closed).toMatchObject({ situacao: 'concluida', resposta: requestsText.keptSigned, concluida_por: 'adm' });
    expect((closed?.['retidos'] as { caminho: string; base_legal: string }[]).map((record) => `${record.caminho} ${record.base_legal}`)).toEqual([
      `contratos/${signed}_v1 contrato_assinado`, `propostas/${signed} contrato_assinado`, `repasses/${signed} registros_fiscais`, `solicitacoes_lgpd/${id} prova_atendimento`,
    ]);
    const audit = await store.collection('auditoria').where('alvo.id', '==', id).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ acao: 'lgpd', comando: 'resolvePrivacyRequest', detalhe: { tipo: 'exclusao', decisao: 'concluir', retidos: 4 } })]);
    // Concluded once: a second run is refused in Portuguese and deletes nothing more.
    await expect(resolveRequest(store, { uid: 'adm', nome: 'Admin' }, { id, decisao: 'concluir' }, { deleteFile, auth: () => getAuth(app) })).rejects.toThrow(requestsText.alreadyClosed);
  });
});

describe.skipIf(!hasFirestore)('rights requests: the callables (functions emulator)', () => {
  let person: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [person, admin] = await Promise.all([newIntegratorAccount('lgpd'), newAdminAccount()]);
  });

  it('one open request per person; an access request without Storage fails fast in Portuguese; the admin refuses with a reason, which frees the person', async () => {
    const opened = resultOf(await callFunction('requestPrivacy', { tipo: 'acesso' }, person.idToken)) as { id: string };
    const stored = await waitFor('the request', async () => (await db().doc(`solicitacoes_lgpd/${opened.id}`).get()).data());
    expect(stored).toMatchObject({ tipo: 'acesso', situacao: 'aberta', origem: 'conta', titular: { chave: `conta_${person.uid}`, uid: person.uid } });
    expect(stored['exportacao']).toMatchObject({ estado: 'falhou', erro: requestsText.storageUnavailable });
    expect((await db().doc(`solicitacoes_lgpd_abertas/conta_${person.uid}`).get()).data()).toMatchObject({ solicitacao_id: opened.id });

    expectCallableError(await callFunction('requestPrivacy', { tipo: 'exclusao' }, person.idToken), 'ALREADY_EXISTS', requestsText.alreadyOpen);
    expectCallableError(await callFunction('requestPrivacy', { tipo: 'correcao', detalhe: 'curto' }, person.idToken), 'INVALID_ARGUMENT', requestsText.correctionTooShort);
    expectCallableError(await callFunction('privacyExportLink', { id: opened.id }, person.idToken), 'FAILED_PRECONDITION', requestsText.storageUnavailable);

    expectCallableError(await callFunction('resolvePrivacyRequest', { id: opened.id, decisao: 'recusar', resposta: 'Não pode.' }, person.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
    expectCallableError(await callFunction('resolvePrivacyRequest', { id: opened.id, decisao: 'recusar', resposta: '' }, admin.idToken), 'INVALID_ARGUMENT', requestsText.refusalReasonRequired);
    expect(resultOf(await callFunction('resolvePrivacyRequest', { id: opened.id, decisao: 'recusar', resposta: 'Pedido repetido, já respondido.' }, admin.idToken))).toEqual({ situacao: 'recusada' });
    expect((await db().doc(`solicitacoes_lgpd/${opened.id}`).get()).data()).toMatchObject({ situacao: 'recusada', resposta: 'Pedido repetido, já respondido.', concluida_por: admin.uid });
    expect((await db().doc(`solicitacoes_lgpd_abertas/conta_${person.uid}`).get()).exists).toBe(false);
    const audit = await db().collection('auditoria').where('alvo.id', '==', opened.id).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ acao: 'lgpd', ator: expect.objectContaining({ uid: admin.uid, tipo: 'admin' }), integrador_id: person.uid })]);

    const again = resultOf(await callFunction('requestPrivacy', { tipo: 'correcao', detalhe: 'Meu nome está escrito errado.' }, person.idToken)) as { id: string };
    expect(again.id).not.toBe(opened.id);
  });

  it('nobody signed out asks', async () => {
    expectCallableError(await callFunction('requestPrivacy', { tipo: 'acesso' }), 'UNAUTHENTICATED', authText.mustBeAuthenticated);
  });
});
