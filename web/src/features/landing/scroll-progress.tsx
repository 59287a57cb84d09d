import { scrollProgress, useScrollValue } from './use-scroll-value';
import styles from './landing.module.css';

/** Thin bar at the top that fills as the page is read. */
export function ScrollProgress() {
  const progress = useScrollValue(scrollProgress, 0);
  return (
    <div className={styles.progress} role="progressbar" aria-label="Progresso da leitura da página"
      aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)}>
      <div className={styles.progressBar} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
