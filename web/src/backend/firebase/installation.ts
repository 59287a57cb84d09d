/** Installation milestones on Firebase: uploads into the proposal's folder, commands through the callables. */
import { extensionOf } from '@solarcred/domain/files';
import { milestoneEvidenceBase } from '@solarcred/domain/installation/milestones';
import { proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';
import type { InstallationPort } from '../port-installation';
import { call } from './call';

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
};
