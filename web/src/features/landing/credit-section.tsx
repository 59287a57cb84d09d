import { creditLines } from './content';
import { CreditLineIcon } from './icons';
import { SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';

/** The six credit lines integrators can offer. */
export function CreditSection() {
  return (
    <section id="solucoes-credito" className={`${styles.section} ${styles.soft}`} aria-labelledby="solucoes-credito-title">
      <div className={shell.container}>
        <SectionHead id="solucoes-credito" eyebrow="Soluções de crédito" title="Uma linha de crédito para cada cliente" centered>
          Ofereça a opção certa para quem quer instalar energia solar, seja pessoa física ou empresa.
        </SectionHead>
        <ul className={styles.cards}>
          {creditLines.map((line) => (
            <li key={line.title} className={styles.card}>
              <span className={styles.cardIcon}><CreditLineIcon icon={line.icon} /></span>
              <h3 className={styles.cardTitle}>{line.title}</h3>
              <p className={styles.cardText}>{line.text}</p>
              <span className={styles.badge}>{line.highlight}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
