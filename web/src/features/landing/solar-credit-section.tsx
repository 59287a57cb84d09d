import { solarCreditPoints } from './content';
import { CheckList, Illustration, SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';
import { simulatorAnchor } from './simulator-section';

/** Credit made simple, with the simulation call. */
export function SolarCreditSection() {
  return (
    <section id="energia-solar-credito" className={styles.section} aria-labelledby="energia-solar-credito-title">
      <div className={`${shell.container} ${styles.split} ${styles.reverse}`}>
        <div>
          <SectionHead id="energia-solar-credito" eyebrow="Energia solar com crédito" title="Crédito descomplicado para o seu cliente gerar a própria energia">
            A economia na conta de luz ajuda a pagar o sistema. Simule o financiamento e mostre ao cliente quanto ele
            passa a economizar.
          </SectionHead>
          <CheckList items={solarCreditPoints} />
          <a href={`#${simulatorAnchor}`} className={`${shell.button} ${shell.dark}`}>Simular agora</a>
        </div>
        <Illustration name="energia-solar-credito" alt="Casa com painéis solares ao lado de uma conta de luz com valores caindo" />
      </div>
    </section>
  );
}
