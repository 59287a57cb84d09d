/**
 * onContractMail (issue 47), contratos/{contratoId} written:
 * - a version just generated ('gerado', never sent): one transaction queues the customer's e-mail
 *   'your contract is ready' (mail/{id}, the id from the contract) and marks it 'enviado', with the
 *   proposal's summary when it is still the current version; a replay finds it 'enviado' and
 *   writes nothing. A proposal without the customer's e-mail leaves it 'gerado';
 * - a version just signed: the company's titular, the member who sent the proposal and the admins
 *   get 'contract signed' (createMails: each id once, so a replay queues nothing new);
 * - with an outside provider configured, a version not yet sent is sent to it (providers/dispatch.ts).
 */
import { logger } from 'firebase-functions';
import type { Change } from 'firebase-functions';
import type { FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { contractReadyMail, contractSignedMails } from '@solarcred/domain/contract/contract-mails';
import { contractSummaryOf } from '@solarcred/domain/contract/lifecycle';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { contracts } from '@solarcred/domain/data/contracts';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { proposals } from '@solarcred/domain/data/proposals';
import { readDocument } from '@solarcred/domain/data/timestamps';
import type { Millis } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { toFirestore, typedDoc } from '../firestore-data';
import { appUrl } from '../mail/triggers';
import { createMails, loadAdmins, loadRecipients } from '../mail/outbox';
import { configuredProvider } from './providers/port';

/** The customer told a version is ready, and the version marked 'enviado'; false when there was nothing to send. */
export async function sendContractReady(db: Firestore, contractId: string, url: string, now: Millis = Date.now()): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const contract = (await tx.get(typedDoc(db, contracts, contractId))).data() ?? null;
    if (!contract || contract.estado !== 'gerado' || contract.enviado_em !== null) return false;
    const proposal = (await tx.get(typedDoc(db, proposals, contract.proposta_id))).data() ?? null;
    const email = contract.conteudo.cliente.email || proposal?.cliente_email || '';
    if (!proposal || !email) return false;
    const mail = contractReadyMail(contract, email, url, now);
    const mailRef = db.doc(mailDocuments.docPath(mail.id));
    const queued = (await tx.get(mailRef)).exists;
    const patch = { estado: 'enviado' as const, enviado_em: now, atualizado_em: now };
    if (!queued) tx.create(mailRef, toFirestore(mail));
    tx.update(db.doc(contracts.docPath(contract.id)), toFirestore(patch));
    if (proposal.contrato?.id === contract.id) tx.update(db.doc(proposals.docPath(proposal.id)), toFirestore({ contrato: contractSummaryOf({ ...contract, ...patch }) }));
    return true;
  });
}

/** 'Contract signed' to the company's titular, the proposal's sender and the admins; answers how many were new. */
export async function sendContractSigned(db: Firestore, contract: StoredContract, url: string, now: Millis = Date.now()): Promise<number> {
  const [people, admins] = await Promise.all([loadRecipients(db, [...new Set([contract.integrador_id, contract.criado_por])]), loadAdmins(db)]);
  return createMails(db, contractSignedMails(contract, [...people.values(), ...admins], url, now));
}

const read = (snapshot: DocumentSnapshot | undefined) => (snapshot?.exists ? readDocument<StoredContract>(snapshot.id, snapshot.data() ?? {}) : null);

/** contratos/{contratoId} written (declared in index.ts). */
export async function onContractMail(event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> {
  const before = read(event.data?.before);
  const after = read(event.data?.after);
  if (!after) return;
  const db = adminFirestore();
  // With an outside provider the provider e-mails the customer its own signing link: ours would point to a flow that refuses it.
  if (after.estado === 'gerado' && after.enviado_em === null && configuredProvider() === 'interno') {
    if (await sendContractReady(db, after.id, appUrl())) logger.info('contracts: the customer was told the contract is ready', { document: event.document });
  } else if (after.estado === 'assinado' && before?.estado !== 'assinado') {
    logger.info(`contracts: ${await sendContractSigned(db, after, appUrl())} e-mail(s) queued for the signature`, { document: event.document });
  }
  // An outside provider configured (CONTRACT_SIGNING_PROVIDER): a version not yet sent goes to it.
  // A failure throws, and the trigger's retry sends it again (dispatchToProvider sends each version once).
  const unsent = !after.provedor_documento && (after.estado === 'gerado' || after.estado === 'enviado');
  if (unsent && configuredProvider() !== 'interno') {
    const sent = await (await import('./providers/dispatch')).dispatchToProvider(db, after);
    if (sent) logger.info(`contracts: sent to ${configuredProvider()}`, { document: event.document });
  }
}
