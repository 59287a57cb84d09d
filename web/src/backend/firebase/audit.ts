/**
 * The audit trail on Firebase (issue 51): auditoria/{id} read live as firestore.rules allow —
 * admins with the page's filters (an equality per chosen filter, the period as a range on `em`,
 * newest first: one composite index per combination, firestore.indexes.json), an approved
 * titular its company's document openings — and documents opened through the openDocument
 * callable: its 5-minute signed URL fetched here (the bucket's CORS must allow the app's origin,
 * docs/deploy.md), the bytes handed to the caller as a Blob.
 */
import { Timestamp, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { auditText } from '@solarcred/domain/audit/audit-text';
import { auditEqualities } from '@solarcred/domain/audit/query';
import { auditEntries } from '@solarcred/domain/data/privacy';
import { BackendError } from '../port';
import type { AuditPort } from '../port-audit';
import { call } from './call';
import { liveList } from './live';
import { collectionRef } from './refs';

export const firebaseAudit: AuditPort = {
  entries: (filter, max) => {
    const constraints: QueryConstraint[] = auditEqualities(filter).map(({ field, value }) => where(field, '==', value));
    if (filter.de !== null) constraints.push(where('em', '>=', Timestamp.fromMillis(filter.de)));
    if (filter.ate !== null) constraints.push(where('em', '<=', Timestamp.fromMillis(filter.ate)));
    return liveList(query(collectionRef(auditEntries), ...constraints, orderBy('em', 'desc'), limit(max)));
  },
  documentOpenings: (companyId, max) =>
    liveList(query(collectionRef(auditEntries), where('integrador_id', '==', companyId), where('acao', '==', 'documento_aberto'), orderBy('em', 'desc'), limit(max))),
  async openDocument(path) {
    const link = await call<{ url: string }>('openDocument', { caminho: path });
    const response = await fetch(link.url).catch(() => null);
    if (!response?.ok) throw new BackendError('unavailable', auditText.openFailure);
    return response.blob();
  },
};
