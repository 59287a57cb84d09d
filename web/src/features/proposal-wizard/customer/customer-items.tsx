import type { CustomerPendingItem } from '@solarcred/domain/customer-link/commands';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { pendingItemLimits, pendingItemStateLabels, type PendingItemState } from '@solarcred/domain/pending-items';
import type { GuestLinkPort } from '../../../backend/port-customer-links';
import { pendingAnswerLabels, usePendingAnswer, type PendingAnswerProps } from '../../../ui/use-pending-answer';
import { PlainFilePicker, PlainSection, PlainTextarea } from './plain-controls';
import styles from './plain.module.css';

interface Props {
  guest: GuestLinkPort;
  token: string;
  items: CustomerPendingItem[];
  /** After an answer: read the page's state again. */
  onAnswered: () => void;
}

/** The pending items addressed to the customer (issue 28): each open one takes a file and/or a text. */
export function CustomerItems({ guest, token, items, onAnswered }: Props) {
  if (items.length === 0) return null;
  return (
    <PlainSection id="customer-items-title" title={text.itemsTitle}>
      <p className={styles.muted}>{text.itemsHelp}</p>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} aria-label={item.tipo}>
            <div className={styles.itemHead}>
              <span>{item.tipo}</span>
              <span className={styles.badge}>{pendingItemStateLabels[item.estado as PendingItemState] ?? item.estado}</span>
            </div>
            <p className={styles.text}>{item.texto}</p>
            {item.notaDevolucao && item.estado === 'aberta' && <p className={styles.warning}>{text.returnedNote(item.notaDevolucao)}</p>}
            {item.estado === 'aberta' && (
              <AnswerForm exigeArquivo={item.exigeArquivo}
                upload={(file, onProgress) => guest.uploadAnswer(token, item.id, file, onProgress)}
                answer={async (answer) => {
                  await guest.answerItem(token, item.id, answer);
                  onAnswered();
                }} />
            )}
          </li>
        ))}
      </ul>
    </PlainSection>
  );
}

/** The details tab's answer form (ui/pending-answer-form.tsx) in plain elements. */
function AnswerForm(props: PendingAnswerProps) {
  const answer = usePendingAnswer(props);
  return (
    <form className={styles.answer} onSubmit={answer.onSubmit} noValidate aria-label={pendingAnswerLabels.title}>
      <PlainFilePicker label={pendingAnswerLabels.file} file={answer.files[0] ?? null} onChange={(file) => answer.setFiles(file ? [file] : [])}
        progressOf={answer.progressOf} required={props.exigeArquivo} disabled={answer.sending} error={answer.fileError} />
      <PlainTextarea label={pendingAnswerLabels.text} rows={2} value={answer.texto} maxLength={pendingItemLimits.answer} disabled={answer.sending}
        data-testid="pending-answer-text" error={answer.textError} onChange={(event) => answer.setTexto(event.target.value)} />
      <button type="submit" className={`${styles.button} ${styles.small}`} disabled={answer.sending} aria-busy={answer.sending}>{pendingAnswerLabels.send}</button>
    </form>
  );
}
