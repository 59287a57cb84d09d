import { steps } from './content';
import { SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';

/** How it works, step by step. */
export function StepsSection() {
  return (
    <section id="como-funciona" className={`${styles.section} ${styles.soft}`} aria-labelledby="como-funciona-title">
      <div className={shell.container}>
        <SectionHead id="como-funciona" eyebrow="Como funciona" title="Do cadastro ao cashback em cinco passos" centered />
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
