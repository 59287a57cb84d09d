import { faq } from './faq-content';
import { SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';

/** Questions and answers: native disclosure widgets, keyboard-operable without script. */
export function FaqSection() {
  return (
    <section id="faq" className={`${styles.section} ${styles.soft}`} aria-labelledby="faq-title">
      <div className={shell.container}>
        <SectionHead id="faq" eyebrow="Dúvidas" title="Perguntas frequentes" centered />
        <div className={styles.faq}>
          {faq.map((item) => (
            <details key={item.question} className={styles.question} name="faq">
              <summary>{item.question}</summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
