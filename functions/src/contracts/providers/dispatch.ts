/**
 * A new contract sent to the configured provider (issue 47), called by the generation when
 * configuredProvider() is not 'interno': the provider creates its document from our PDF (the one
 * whose SHA-256 the contract keeps) and e-mails the signer; contratos/{id}.provedor_documento
 * then names it, which is how the webhook finds the contract.
 * Idempotent per contract: a contract already sent, signed or voided is not sent again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { contracts } from '@solarcred/domain/data/contracts';
import { proposals } from '@solarcred/domain/data/proposals';
import { toFirestore, typedDoc } from '../../firestore-data';
import { unsignedContractPdf } from '../pdf-store';
import { configuredProvider, type SendResult, type SigningProvider } from './port';
import { providerFor } from './registry';

/**
 * Sends `contract` (its unsigned `pdf`; read as the readers do when not given) to the configured
 * provider and records the provider's document; null when the built-in flow is configured or the
 * contract needs no sending. Throws when the provider refuses or cannot be reached (a trigger's
 * retry sends it again).
 */
export async function dispatchToProvider(db: Firestore, contract: StoredContract, pdf?: Uint8Array, provider: SigningProvider | null = providerFor(configuredProvider())): Promise<SendResult | null> {
  if (!provider) return null;
  const ref = typedDoc(db, contracts, contract.id);
  const current = (await ref.get()).data() ?? null;
  if (!current || current.provedor_documento || current.estado === 'assinado' || current.estado === 'substituido') return null;
  const email = current.conteudo.cliente.email || ((await typedDoc(db, proposals, current.proposta_id).get()).data()?.cliente_email ?? '');
  const sent = await provider.send({ contract: current, pdf: pdf ?? (await unsignedContractPdf(current)), signer: { nome: current.conteudo.cliente.nome, email } });
  const recorded = await db.runTransaction(async (tx) => {
    const fresh = (await tx.get(ref)).data() ?? null;
    if (!fresh || fresh.provedor_documento) return false;
    tx.update(db.doc(contracts.docPath(contract.id)), toFirestore({ provedor: provider.id, provedor_documento: sent.documento, atualizado_em: Date.now() }));
    return true;
  });
  if (!recorded) {
    // Another run sent it first: this document at the provider names no contract, its events are ignored.
    logger.warn('contracts: the contract was sent to the provider twice; the second document is unused', { contrato: contract.id, provedor: provider.id, documento: sent.documento });
    return null;
  }
  return sent;
}
