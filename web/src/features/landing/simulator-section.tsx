/**
 * 'Simule o financiamento' (issue 32): pre-rendered as a heading, a line of text and a button; the
 * simulator's code and the public rates load on the first reach for it (pointer over or focus on
 * the button warms them, a click or a '#simulador' link opens it), so the landing keeps its
 * first-paint budget. No sign-in, nothing stored.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';

export const simulatorAnchor = 'simulador';
const loadSimulator = () => import('./simulator/simulator');
const Simulator = lazy(loadSimulator);

export function SimulatorSection() {
  const [open, setOpen] = useState(false);

  // A 'Simular agora' link elsewhere on the page (or an address ending in #simulador) opens it.
  useEffect(() => {
    const openOnAnchor = () => window.location.hash === `#${simulatorAnchor}` && setOpen(true);
    openOnAnchor();
    window.addEventListener('hashchange', openOnAnchor);
    return () => window.removeEventListener('hashchange', openOnAnchor);
  }, []);

  return (
    <section id={simulatorAnchor} className={`${styles.section} ${styles.soft}`} aria-labelledby={`${simulatorAnchor}-title`}>
      <div className={shell.container}>
        <SectionHead id={simulatorAnchor} eyebrow="Simulador" title="Compare o financiamento em todas as linhas de crédito">
          Informe o valor do sistema, a entrada e o prazo: veja a parcela, o total pago e o custo efetivo total (CET) de cada linha,
          da mais barata para a mais cara.
        </SectionHead>
        {open ? (
          <Suspense fallback={<p role="status">Carregando simulador…</p>}>
            <Simulator ctaClassName={`${shell.button} ${shell.primary}`} />
          </Suspense>
        ) : (
          <button type="button" className={`${shell.button} ${shell.dark}`} onPointerEnter={() => void loadSimulator()} onFocus={() => void loadSimulator()}
            onClick={() => setOpen(true)}>
            Simular agora
          </button>
        )}
      </div>
    </section>
  );
}
