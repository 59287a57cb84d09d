import { landing, timings } from '@solarcred/domain/constants';
import { CarouselControls } from './carousel-controls';
import { testimonials } from './testimonials-content';
import { useCarousel } from './use-carousel';
import shell from './landing.module.css';
import sections from './sections.module.css';
import styles from './carousel.module.css';

const items = testimonials.slice(0, landing.testimonials);

const initials = (name: string) =>
  name
    .split(' ')
    .filter((_, index, parts) => index === 0 || index === parts.length - 1)
    .map((part) => part[0])
    .join('');

/** Partners' words, one at a time (stacked, so the tallest sets the height and nothing below shifts). */
export function TestimonialsSection() {
  const carousel = useCarousel({
    count: items.length,
    intervalMs: timings.testimonialMs,
    pauseAfterManualMs: timings.testimonialPauseAfterManualMs,
  });
  return (
    <section id="depoimentos" className={`${sections.section} ${sections.cream}`} aria-labelledby="depoimentos-title">
      <div className={shell.container}>
        <div className={`${sections.head} ${sections.centered}`}>
          <p className={sections.eyebrow}>Depoimentos</p>
          <h2 id="depoimentos-title" className={sections.title}>O que dizem nossos parceiros</h2>
        </div>
        <div className={styles.quoteCard} role="region" aria-roledescription="carrossel" aria-label="Depoimentos de integradores">
          <div className={styles.slides} aria-live={carousel.playing ? 'off' : 'polite'}>
            {items.map((item, index) => {
              const active = index === carousel.index;
              return (
                <div key={item.name} className={styles.slide} role="group" aria-roledescription="slide"
                  aria-label={`${index + 1} de ${items.length}`} aria-hidden={!active} inert={!active}
                  data-active={active}>
                  <figure className={styles.quote}>
                    <blockquote className={styles.quoteText}>{item.quote}</blockquote>
                    <figcaption className={styles.author}>
                      <span className={styles.avatar} aria-hidden="true">{initials(item.name)}</span>
                      <span>
                        <span className={styles.authorName}>{item.name}</span>
                        <br />
                        <span className={styles.authorMeta}>{item.company} · {item.city}</span>
                      </span>
                    </figcaption>
                  </figure>
                </div>
              );
            })}
          </div>
          <CarouselControls carousel={carousel} count={items.length} tone="light"
            names={{ one: 'o depoimento', previous: 'Depoimento anterior', next: 'Próximo depoimento' }} />
        </div>
      </div>
    </section>
  );
}
