/** solicitacoes_lgpd/{id} created (declared in index.ts): an access request's ZIP is built (issue 51). */
import type { FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../app';
import { runPrivacyExport } from './requests-export';

export const onPrivacyRequestCreated = async (event: FirestoreEvent<QueryDocumentSnapshot | undefined, { id: string }>): Promise<void> => {
  if (!event.data) return;
  await runPrivacyExport(adminFirestore(), event.params.id);
};
