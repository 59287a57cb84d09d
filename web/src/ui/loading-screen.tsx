import { errorsText } from '@solarcred/domain/messages';
import styles from './loading-screen.module.css';

/** Full-page spinner with 'Carregando...'. Plain CSS: it shows before the design system loads. */
export function LoadingScreen() {
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p>{errorsText.loading}</p>
    </div>
  );
}
