import { AboutSection } from './about-section';
import { CashbackSection } from './cashback-section';
import { ChatButton } from './chat-button';
import { CreditSection } from './credit-section';
import { DotNav } from './dot-nav';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { IntegratorSection } from './integrator-section';
import { ScrollProgress } from './scroll-progress';
import { mightHaveSession } from '../../backend';
import { SessionRedirect } from './session-redirect';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SimulatorSection } from './simulator-section';
import { SolarCreditSection } from './solar-credit-section';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';
import { useHydrated, useIdleAfterLoad } from './use-idle-after-load';
import styles from './landing.module.css';

/**
 * The public page, every section in the specification's order. It paints at once; the session is
 * asked for only once the page has loaded, and a signed-in visitor is then sent to their area.
 */
export default function LandingPage() {
  const watchSession = useIdleAfterLoad();
  const interactive = useHydrated();
  return (
    // The pre-rendered HTML reads data-interactive="false" until React has taken it over.
    <div className={styles.root} data-interactive={interactive}>
      {watchSession && mightHaveSession() && <SessionRedirect />}
      <a href="#conteudo" className={styles.skipLink}>Pular para o conteúdo</a>
      <ScrollProgress />
      <SiteHeader />
      <DotNav />
      <main id="conteudo">
        <HeroSection />
        <AboutSection />
        <CreditSection />
        <IntegratorSection />
        <CashbackSection />
        <StepsSection />
        <SolarCreditSection />
        <SimulatorSection />
        <TestimonialsSection />
        <FaqSection />
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  );
}
