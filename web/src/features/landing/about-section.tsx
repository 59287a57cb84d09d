import { review } from '@solarcred/domain/constants';
import { product } from '@solarcred/domain/config';
import { Illustration, SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';

const facts = [
  { value: 'Grátis', label: 'cadastro do integrador' },
  { value: review.firstAnalysisHours, label: 'para a primeira análise' },
  { value: `${review.cashbackBusinessDays} dias úteis`, label: 'para o cashback cair na conta' },
] as const;

/** Who we are. */
export function AboutSection() {
  return (
    <section id="quem-somos" className={styles.section} aria-labelledby="quem-somos-title">
      <div className={`${shell.container} ${styles.split}`}>
        <div>
          <SectionHead id="quem-somos" eyebrow="Quem somos" title="A ponte entre o integrador solar e o crédito">
            A {product.name} nasceu para resolver o maior obstáculo na venda de energia solar: o financiamento. Conectamos
            empresas integradoras a linhas de crédito para os seus clientes, com análise rápida e acompanhamento
            on-line de cada proposta.
          </SectionHead>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.label} className={styles.fact}>
                <span className={styles.factValue}>{fact.value}</span>
                <span className={styles.factLabel}>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <Illustration name="quem-somos" alt="Prédio comercial e casa com painéis solares no telhado, sob o sol" />
      </div>
    </section>
  );
}
