import { getStorage } from 'firebase-admin/storage';
import { deleteNotice as decide } from '@solarcred/domain/handlers/notices';
import { notices } from '@solarcred/domain/data/notices';
import { adminApp } from '../app';
import { callable, commandFirestore } from '../callable';

/**
 * Admin: deletes a notice ({ noticeId }) with its read records (avisos/{id}/leituras) and its
 * image folder (avisos/{id}/ in Storage). Idempotent: deleting a missing notice succeeds.
 */
export const deleteNotice = callable('admin', async ({ actor, data }) => {
  const { noticeId, imageFolder } = decide(data, actor);
  const db = commandFirestore();
  const ref = db.doc(notices.docPath(noticeId));
  const hadImage = Boolean((await ref.get()).get('imagem_path'));
  // The notice first: once it is gone, no integrator's rules grant its image any more.
  await db.recursiveDelete(ref);
  // Without an image there is no folder to list (and no Storage call: its emulator may not run).
  if (hadImage) await getStorage(adminApp()).bucket().deleteFiles({ prefix: imageFolder });
  return null;
}, 'deleteNotice');
