/**
 * A new contract sent to the configured provider (issue 47), called by the generation when
 * configuredProvider() is not 'interno': the provider creates its document from our PDF (the one
 * whose SHA-256 the contract keeps) and e-mails the signer; contratos/{id}.provedor_documento
 * then names it, which is how the webhook finds the contract.
 * Idempotent per contract: a contract already sent, signed or voided is not sent again.
 */
import type { Firestore } from 'firebase-admin/firestore';
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
  const raw = db.doc(contracts.docPath(contract.id));
  const now = Date.now();
  // Claimed in a transaction before the provider hears of it: two runs close together (the trigger
  // fires on every write of the contract) would otherwise each create a document at the provider,
  // and the customer would get two signing e-mails. A claim older than claimStaleMs is a run that died.
  const current = await db.runTransaction(async (tx) => {
    const fresh = (await tx.get(ref)).data() ?? null;
    if (!fresh || fresh.provedor_documento || fresh.estado === 'assinado' || fresh.estado === 'substituido') return null;
    if (fresh.provedor_envio_em != null && now - fresh.provedor_envio_em < claimStaleMs) return null;
    tx.update(raw, toFirestore({ provedor_envio_em: now }));
    return fresh;
  });
  if (!current) return null;
  let sent: SendResult;
  try {
    const email = current.conteudo.cliente.email || ((await typedDoc(db, proposals, current.proposta_id).get()).data()?.cliente_email ?? '');
    sent = await provider.send({ contract: current, pdf: pdf ?? (await unsignedContractPdf(current)), signer: { nome: current.conteudo.cliente.nome, email } });
  } catch (error) {
    // Let the trigger's retry claim it again at once.
    await raw.update({ provedor_envio_em: null });
    throw error;
  }
  await raw.update(toFirestore({ provedor: provider.id, provedor_documento: sent.documento, provedor_envio_em: null, atualizado_em: Date.now() }));
  return sent;
}

/** How long a claim to send holds before another run may send (a provider answers in seconds). */
export const claimStaleMs = 5 * 60_000;
