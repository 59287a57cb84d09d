/** An admin's reading of a contract's PDF (contractPdf), written to the audit trail (issue 51). */
import type { Firestore } from 'firebase-admin/firestore';
import { contractDocumentOf, documentOpenedEntry } from '@solarcred/domain/audit/document-path';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { integrators } from '@solarcred/domain/data/integrators';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { typedDoc } from '../firestore-data';
import { auditActorOf } from './audited';
import { recordAudit } from './record';

export async function recordContractOpened(db: Firestore, actor: Actor, contract: StoredContract, signed: boolean): Promise<void> {
  const document = contractDocumentOf(contract, signed);
  const [company, ator] = await Promise.all([typedDoc(db, integrators, contract.integrador_id).get(), auditActorOf(db, actor)]);
  await recordAudit(db, { ...documentOpenedEntry(document, company.data()?.nome_empresa ?? null), ator, comando: 'contractPdf' });
}
