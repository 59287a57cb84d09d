/**
 * The provider webhook's storage on Firestore (issue 47): the ledger contratos_eventos, the
 * contract found by its provedor_documento, and the one transaction that records an event and
 * applies it: 'visualizado' moves the contract and the proposal's summary; 'assinado' commits the
 * signature as the link does (commitSignature: evidence, verification code, summary, milestone).
 */
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { contractSummaryOf } from '@solarcred/domain/contract/lifecycle';
import { newVerificationCode } from '@solarcred/domain/contract/signing';
import { contracts, signedContractPdfPath } from '@solarcred/domain/data/contracts';
import { proposals } from '@solarcred/domain/data/proposals';
import { toFirestore, typedCollection, typedDoc } from '../../firestore-data';
import { commitSignature } from '../commit-signature';
import { saveContractPdf } from '../pdf-store';
import { decideProviderEvent, providerEventDocId, providerEventRecord, providerEvents, providerEvidence, type EventPlan } from './events';
import type { Outcome, ProviderEventStore } from './receive';

export function firestoreEventStore(db: Firestore, random: (size: number) => Uint8Array = randomBytes): ProviderEventStore {
  const byDocument = (documento: string) => typedCollection(db, contracts).where('provedor_documento', '==', documento).limit(1);
  return {
    async seen(entryId) {
      return (await db.doc(providerEvents.docPath(entryId)).get()).exists;
    },

    async contractOf(documento) {
      return (await byDocument(documento).get()).docs[0]?.data() ?? null;
    },

    async apply(provider, event, signedPdf, now) {
      const entry = db.doc(providerEvents.docPath(providerEventDocId(provider, event.id)));
      const result = await db.runTransaction(async (tx) => {
        if ((await tx.get(entry)).exists) return { outcome: { resultado: 'repetido' } as Outcome, signed: null };
        const contract = (await tx.get(byDocument(event.documento))).docs[0]?.data() ?? null;
        let plan: EventPlan = decideProviderEvent(provider, contract, event, now);
        const proposal = contract && plan.kind !== 'ignorar' ? ((await tx.get(typedDoc(db, proposals, contract.proposta_id))).data() ?? null) : null;
        if (plan.kind !== 'ignorar' && !proposal) plan = { kind: 'ignorar', motivo: 'sem_contrato' };
        let signed = null;
        if (contract && proposal && plan.kind === 'visualizar') {
          tx.update(db.doc(contracts.docPath(contract.id)), toFirestore(plan.patch));
          tx.update(db.doc(proposals.docPath(proposal.id)), toFirestore({ contrato: contractSummaryOf({ ...contract, ...plan.patch }) }));
        }
        if (contract && proposal && plan.kind === 'assinar') {
          // The decision outside the transaction did not see a signable contract; the provider's retry fetches the PDF.
          if (!signedPdf) throw new Error(`contracts: ${provider} event ${event.id} signs ${contract.id}, but no signed PDF was fetched`);
          const evidence = providerEvidence(contract, event, provider, newVerificationCode(random(12)));
          signed = await commitSignature(db, tx, { contract, proposal, evidence, signedBytes: signedPdf, now });
        }
        const record = providerEventRecord(provider, event, contract, plan, now);
        tx.create(entry, toFirestore(record));
        const outcome: Outcome = record.motivo ? { resultado: 'ignorado', motivo: record.motivo } : { resultado: 'aplicado' };
        return { outcome, signed };
      });
      // The provider's signed file as it is (re-saving it through a PDF library would break the provider's own signature).
      if (result.signed && signedPdf) await saveContractPdf(signedContractPdfPath(result.signed.integrador_id, result.signed.proposta_id, result.signed.versao), signedPdf);
      return result.outcome;
    },
  };
}
