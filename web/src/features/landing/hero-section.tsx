import { Link } from 'react-router-dom';
import { landing, timings } from '@solarcred/domain/constants';
import { product } from '@solarcred/domain/config';
import { paths } from '../../config/paths';
import { CarouselControls } from './carousel-controls';
import { heroSlides } from './content';
import { HeroArt } from './hero-art';
import { useCarousel } from './use-carousel';
import shell from './landing.module.css';
import styles from './carousel.module.css';
import { simulatorAnchor } from './simulator-section';

const slides = heroSlides.slice(0, landing.heroSlides);

/** First screen: the promise, the calls to action and the slider of three highlights. */
export function HeroSection() {
  const carousel = useCarousel({ count: slides.length, intervalMs: timings.heroSlideMs });
  return (
    <section id="hero" className={styles.hero} aria-labelledby="hero-title">
      <div className={`${shell.container} ${styles.heroGrid}`}>
        <div>
          <p className={styles.kicker}>Cadastro gratuito para integradores solares</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Crédito para energia solar, <em>com cashback</em> para o integrador
          </h1>
          <p className={styles.heroLead}>
            Com a {product.name}, sua empresa oferece financiamento aos clientes, acompanha cada proposta pela
            plataforma e recebe cashback a cada crédito liberado.
          </p>
          <div className={styles.heroActions}>
            <Link to={paths.auth} className={`${shell.button} ${shell.primary}`}>Seja Parceiro</Link>
            <a href={`#${simulatorAnchor}`} className={`${shell.button} ${shell.ghost}`}>Simular agora</a>
          </div>
        </div>
        <div className={styles.slider} role="region" aria-roledescription="carrossel" aria-label="Destaques">
          <div className={styles.slides} aria-live={carousel.playing ? 'off' : 'polite'}>
            {slides.map((slide, index) => {
              const active = index === carousel.index;
              return (
                <div key={slide.art} className={styles.slide} role="group" aria-roledescription="slide"
                  aria-label={`${index + 1} de ${slides.length}`} aria-hidden={!active} inert={!active}
                  data-active={active}>
                  <HeroArt art={slide.art} className={styles.slideArt} />
                  <p className={styles.slideTitle}>{slide.title}</p>
                  <p className={styles.slideText}>{slide.text}</p>
                </div>
              );
            })}
          </div>
          <CarouselControls carousel={carousel} count={slides.length} tone="dark"
            names={{ one: 'o destaque', previous: 'Destaque anterior', next: 'Próximo destaque' }} />
        </div>
      </div>
    </section>
  );
}
