/** The owner's answer to one open item, into the proposal's folder. */
import type { PendingItem } from '@solarcred/domain/pending-items';
import { getBackend } from '../../../backend';
import { PendingAnswerForm } from '../../../ui/pending-answer-form';

export function AnswerForm({ item }: { item: PendingItem }) {
  return (
    <PendingAnswerForm exigeArquivo={item.exige_arquivo}
      upload={async (file, onProgress) => (await getBackend()).pendingItems.uploadAnswer(item.proposta_id, item.id, file, onProgress)}
      answer={async (answer) => (await getBackend()).pendingItems.answer(item.proposta_id, item.id, answer)} />
  );
}
