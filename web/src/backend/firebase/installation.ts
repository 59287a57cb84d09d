/**
 * Installation milestones on Firebase: uploads into the proposal's folder, commands through the
 * callables, and the late installations by a query on instalacao_meta (indexes status +
 * instalacao_meta, and integrador_id + status + instalacao_meta, in firestore.indexes.json).
 */
import { doc, getCountFromServer, limit, orderBy, query, serverTimestamp, setDoc, where, type QueryConstraint } from 'firebase/firestore';
import { installationSettingsDoc } from '@solarcred/domain/data/config';
import { proposals } from '@solarcred/domain/data/proposals';
import { extensionOf } from '@solarcred/domain/files';
import { milestoneEvidenceBase } from '@solarcred/domain/installation/milestones';
import { auth as authText } from '@solarcred/domain/messages';
import { proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';
import { BackendError } from '../port';
import type { InstallationPort } from '../port-installation';
import { auth } from './app';
import { call } from './call';
import { scopeFilters } from './scope';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import { db } from './firestore';
import { liveDoc, liveList } from './live';
import { collectionRef, singletonRef } from './refs';

/** Approved, next milestone due before `today`; an integrator's query names itself (the rules' list condition). */
function lateFilters(scope: ProposalScope, today: string): QueryConstraint[] {
  return [...scopeFilters(scope), where('status', '==', 'aprovada'), where('instalacao_meta', '<', today)];
}

export const firebaseInstallation: InstallationPort = {
  async uploadEvidence(proposal, marco, slot, file, onProgress) {
    const name = uploadFileName(milestoneEvidenceBase(marco, slot), Date.now(), extensionOf(file.name) || 'bin');
    const path = `${proposalAttachmentFolder(proposal.integrador_id, proposal.id)}/${name}`;
    const { uploadFile } = await import('./storage');
    await uploadFile(path, file, file.type, onProgress);
    return { path, nome: file.name, tamanho: file.size, tipo: file.type };
  },
  async mark(input) {
    await call('markMilestone', input);
  },
  async undo(input) {
    await call('undoMilestone', input);
  },
  late: (scope, today, max) => liveList(query(collectionRef(proposals), ...lateFilters(scope, today), orderBy('instalacao_meta'), limit(max))),
  async lateCount(scope, today) {
    return (await getCountFromServer(query(collectionRef(proposals), ...lateFilters(scope, today)))).data().count;
  },
  settings: liveDoc(singletonRef(installationSettingsDoc)),
  async saveSettings(days) {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
    await setDoc(doc(db, installationSettingsDoc.collection.docPath(installationSettingsDoc.id)), { dias_uteis: days, updated_by: uid, updated_at: serverTimestamp() });
  },
};
