import { review } from '@solarcred/domain/constants';
import { cashbackPoints } from './content';
import { CheckList, Illustration, SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';

/** How the cashback is paid. */
export function CashbackSection() {
  return (
    <section id="cashback" className={styles.section} aria-labelledby="cashback-title">
      <div className={`${shell.container} ${styles.split}`}>
        <div>
          <SectionHead id="cashback" eyebrow="Cashback" title="Cada proposta aprovada vira dinheiro no seu caixa">
            O cashback é pago na conta bancária cadastrada em até {review.cashbackBusinessDays} dias úteis após a
            aprovação e a liberação do crédito.
          </SectionHead>
          <CheckList items={cashbackPoints} />
        </div>
        <Illustration name="cashback" alt="Celular com notificação de cashback recebido e pilha de moedas" />
      </div>
    </section>
  );
}
