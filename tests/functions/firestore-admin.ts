/** Admin SDK access to the Firestore emulator for the function suites (seeding and reading back). */
import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { newIntegratorAccount, type TestAccount } from './accounts';
import { adminApp, waitFor } from './auth-emulator';

export function db(): Firestore {
  return getFirestore(adminApp());
}

/** A fresh document id, so suites never collide with documents left by earlier tests. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** An integrator record as the sign-up trigger and the callables store it. */
export function integratorRecord(id: string, status: string, extra: DocumentData = {}): DocumentData {
  const at = Timestamp.fromMillis(Date.UTC(2026, 0, 10, 12));
  return { user_id: id, email: `${id}@solar.test`, nome_empresa: `Empresa ${id}`, status, created_at: at, updated_at: at, ...extra };
}

/** Waits for the sign-up trigger to create integradores/{uid}. */
export function waitForIntegrator(uid: string): Promise<DocumentData> {
  return waitFor(`integradores/${uid}`, async () => (await db().doc(`integradores/${uid}`).get()).data());
}

/** The documents of a subcollection, oldest first by `field`. */
export async function entries(path: string, field: string): Promise<DocumentData[]> {
  const snapshot = await db().collection(path).orderBy(field).get();
  return snapshot.docs.map((doc) => doc.data());
}

/**
 * A proposal as createProposal stores it, owned by `integradorId`, under a fresh id; `fields`
 * replace the defaults (status, names, values, the integrator snapshot).
 */
export async function seedProposal(integradorId: string, fields: DocumentData = {}): Promise<string> {
  const id = uniqueId('prop');
  const at = Timestamp.fromMillis(Date.UTC(2026, 0, 15, 12));
  await db().doc(`propostas/${id}`).set({
    integrador_id: integradorId,
    integrador: { nome_empresa: 'Sol Nascente', email: 'sol@test.dev', foto_perfil: null },
    cliente_nome: 'Ana Beatriz Costa',
    cliente_cpf_cnpj: '52998224725',
    valor_proposta: 2_500_000,
    valor_sistema: 2_500_000,
    status: 'enviada',
    prioridade: 'media',
    comentarios_count: 0,
    ultimo_comentario_em: null,
    created_at: at,
    updated_at: at,
    ...fields,
  });
  return id;
}

/** A new integrator account whose record (made by the sign-up trigger) has `status` and `nome_empresa`. */
export async function integratorAccountWith(status: string, nomeEmpresa: string, prefix?: string): Promise<TestAccount> {
  const account = await newIntegratorAccount(prefix);
  await waitForIntegrator(account.uid);
  await db().doc(`integradores/${account.uid}`).update({ status, nome_empresa: nomeEmpresa });
  return account;
}
