import { addresseeOf, createNotice as decide, noticeIdInput } from '@solarcred/domain/handlers/notices';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { integrators } from '@solarcred/domain/data/integrators';
import { notices } from '@solarcred/domain/data/notices';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';

/**
 * Admin: publishes a notice under the id the client generated ({ noticeId, titulo, conteudo,
 * destinatario_tipo, integrador_id?, imagem_path? }), its image already uploaded under
 * avisos/{noticeId}/. Idempotent: a second call with the same id writes nothing.
 */
export const createNotice = callable('admin', async ({ actor, data }) => {
  const { noticeId } = parseCommand(noticeIdInput, data);
  const db = commandFirestore();
  const addressee = addresseeOf(data);
  await db.runTransaction(async (tx) => {
    const noticeRef = typedDoc(db, notices, noticeId);
    const existing = (await tx.get(noticeRef)).data() ?? null;
    const target = addressee ? ((await tx.get(typedDoc(db, integrators, addressee))).data() ?? null) : null;
    const notice = decide(existing, target, data, actor, Date.now());
    if (notice) tx.create(noticeRef, notice);
  });
  return { noticeId };
}, 'createNotice');
