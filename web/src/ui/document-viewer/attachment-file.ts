/** A proposal's stored attachment as the document viewer opens it (installation evidence, funding checks). */
import { proposalDetailsText } from '@solarcred/domain/messages';
import type { StoredDocument } from '@solarcred/domain/model';
import { getBackend } from '../../backend';
import type { ViewerFile } from './document-viewer';

export function attachmentViewerFile(label: string, file: StoredDocument): ViewerFile {
  return {
    title: `${label}: ${file.nome}`,
    fileName: file.nome,
    key: file.path,
    load: async () => (await getBackend()).proposalDetails.attachmentBlob(file.path),
    failure: proposalDetailsText.attachmentFailure,
  };
}
