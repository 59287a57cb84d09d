import type { Carousel } from './use-carousel';
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from './icons';
import styles from './carousel.module.css';

interface Props {
  carousel: Carousel;
  count: number;
  /** Names used in the buttons' labels, e.g. { one: 'slide', previous: 'Slide anterior', next: 'Próximo slide' }. */
  names: { one: string; previous: string; next: string };
  tone: 'dark' | 'light';
}

/** Previous / next, one indicator per item and the pause button, all keyboard-operable buttons. */
export function CarouselControls({ carousel, count, names, tone }: Props) {
  return (
    <div className={`${styles.controls} ${tone === 'dark' ? styles.onDark : styles.onLight}`}>
      <button type="button" className={styles.controlButton} aria-label={names.previous} onClick={carousel.previous}>
        <ChevronLeft />
      </button>
      <div className={styles.indicators}>
        {Array.from({ length: count }, (_, index) => (
          <button key={index} type="button" className={styles.indicator}
            aria-label={`Ir para ${names.one} ${index + 1} de ${count}`}
            aria-current={index === carousel.index ? 'true' : undefined}
            onClick={() => carousel.goTo(index)} />
        ))}
      </div>
      <button type="button" className={styles.controlButton} aria-label={names.next} onClick={carousel.next}>
        <ChevronRight />
      </button>
      {!carousel.reducedMotion && (
        <button type="button" className={`${styles.controlButton} ${styles.pauseButton}`}
          aria-label={carousel.playing ? 'Pausar a rotação automática' : 'Retomar a rotação automática'}
          onClick={carousel.togglePlaying}>
          {carousel.playing ? <PauseIcon size={20} /> : <PlayIcon size={18} />}
        </button>
      )}
    </div>
  );
}
