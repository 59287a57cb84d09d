/**
 * The webhooks' event triggers (issue 52), one per source (index.ts declares their paths): each
 * turns its document into the domain's event (webhookEventOf… answers null for a document that
 * makes none) and publishes it (publish.ts). Cheap paths first: a history step without a status
 * move, a ledger entry that is not a payout and a contract write that does not sign it return
 * before any read.
 */
import type { Change, DocumentSnapshot, FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import {
  webhookEventOfCashbackPayout,
  webhookEventOfPendingItem,
  webhookEventOfSignedContract,
  webhookEventOfStatusChange,
  webhookEventOfTranchePayout,
  type WebhookEventDraft,
} from '@solarcred/domain/api/webhook';
import type { PayoutEntry } from '@solarcred/domain/cashback/ledger';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { proposals } from '@solarcred/domain/data/proposals';
import type { TranchePayoutEntry } from '@solarcred/domain/funding/types';
import type { StatusHistoryEntry } from '@solarcred/domain/model';
import type { PendingItem } from '@solarcred/domain/pending-items';
import { adminFirestore } from '../app';
import { fromFirestore, typedDoc } from '../firestore-data';
import { publishWebhookEvent } from './publish';

type Created = FirestoreEvent<QueryDocumentSnapshot | undefined>;
type Written = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

const read = <T>(snapshot: DocumentSnapshot | undefined): T | null => (snapshot?.exists ? fromFirestore<T>(snapshot.id, snapshot.data() ?? {}) : null);

async function publish(db: Firestore, draft: WebhookEventDraft | null, document: string): Promise<void> {
  if (!draft) return;
  const published = await publishWebhookEvent(db, draft);
  if (published) logger.info(`webhook event ${draft.tipo}: ${published.created ? `seq ${published.event.seq}` : 'replayed'}, ${published.deliveryIds.length} delivery(ies)`, { document, evento: draft.id });
}

/** proposta.status_alterado from propostas/{id}/historico/{entryId}, a step that moves the status. */
export async function statusChangeEvent(db: Firestore, proposalId: string, entry: StatusHistoryEntry): Promise<WebhookEventDraft | null> {
  if (entry.de === null || entry.de === entry.para) return null;
  const proposal = (await typedDoc(db, proposals, proposalId).get()).data();
  return proposal ? webhookEventOfStatusChange(proposal, entry) : null;
}

export async function onProposalHistoryWebhook(event: Created): Promise<void> {
  const { proposalId } = event.params;
  const entry = read<StatusHistoryEntry>(event.data);
  if (!proposalId || !entry) return;
  const db = adminFirestore();
  await publish(db, await statusChangeEvent(db, proposalId, entry), event.document);
}

export async function onPendingItemWebhook(event: Created): Promise<void> {
  const item = read<PendingItem>(event.data);
  if (!item) return;
  await publish(adminFirestore(), webhookEventOfPendingItem(item), event.document);
}

export async function onContractSignedWebhook(event: Written): Promise<void> {
  const before = read<StoredContract>(event.data?.before);
  const after = read<StoredContract>(event.data?.after);
  if (!after || after.estado !== 'assinado' || before?.estado === 'assinado') return;
  await publish(adminFirestore(), webhookEventOfSignedContract(after), event.document);
}

export async function onTranchePaidWebhook(event: Created): Promise<void> {
  const entry = read<TranchePayoutEntry>(event.data);
  if (!entry || entry.tipo !== 'paga') return;
  await publish(adminFirestore(), webhookEventOfTranchePayout(entry), event.document);
}

export async function onCashbackPaidWebhook(event: Created): Promise<void> {
  const entry = read<PayoutEntry>(event.data);
  if (!entry || entry.tipo !== 'paga') return;
  await publish(adminFirestore(), webhookEventOfCashbackPayout(entry), event.document);
}
