/**
 * The customer's estimated savings beside their installment (issue 49), on the link's progress
 * page once the proposal has its energy analysis (the live view's `economia`). The customer sees
 * the two numbers and their ratio; the risk flag is the admin's.
 */
import type { GuestSavings } from '@solarcred/domain/customer-link/live-view';
import { energyText } from '@solarcred/domain/energy/energy-text';
import styles from './customer-bill.module.css';
import plain from './plain.module.css';

export function CustomerSavings({ savings }: { savings: GuestSavings }) {
  return (
    <section className={plain.card} aria-labelledby="customer-savings" data-testid="customer-savings">
      <h2 id="customer-savings" className={plain.heading}>{energyText.reviewTitle}</h2>
      <dl className={styles.savings}>
        <div className={styles.figure}>
          <dt>{energyText.savingsLabel}</dt>
          <dd>{energyText.perMonth(savings.economia_media_centavos)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{energyText.installmentLabel}</dt>
          <dd>{energyText.perMonth(savings.parcela_centavos)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{energyText.ratio(savings.razao)}</p>
      <p className={styles.note}>{energyText.customerSavingsNote}</p>
    </section>
  );
}
