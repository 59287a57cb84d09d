/** Building blocks shared by the content sections. */
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import styles from './sections.module.css';

export function SectionHead({ id, eyebrow, title, children, centered = false }: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div className={centered ? `${styles.head} ${styles.centered}` : styles.head}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={`${id}-title`} className={styles.title}>{title}</h2>
      {children && <p className={centered ? `${styles.lead} ${styles.centered}` : styles.lead}>{children}</p>}
    </div>
  );
}

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item}><CheckIcon size={20} />{item}</li>
      ))}
    </ul>
  );
}

/** An illustration from web/public/landing, lazy (they are all below the first screen). */
export function Illustration({ name, alt }: { name: string; alt: string }) {
  return (
    <img className={styles.art} src={`/landing/${name}.svg`} alt={alt} width="520" height="400"
      loading="lazy" decoding="async" />
  );
}
