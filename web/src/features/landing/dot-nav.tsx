import { landing } from '@solarcred/domain/constants';
import { sectionNames } from './content';
import { useReducedMotion } from './use-reduced-motion';
import { activeSection, useScrollValue } from './use-scroll-value';
import styles from './landing.module.css';

const ids = landing.dotNavSections;
const pastThreshold = () => window.scrollY > landing.dotNavThresholdPx;
const currentSection = () => activeSection(ids);

/** Side dots over the main sections, shown once the visitor has scrolled past the hero's top. */
export function DotNav() {
  const visible = useScrollValue(pastThreshold, false);
  const active = useScrollValue(currentSection, ids[0]);
  const reducedMotion = useReducedMotion();
  if (!visible) return null;
  const go = (id: string) => {
    document.getElementById(id)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <nav className={styles.dots} aria-label="Navegação por seções">
      {ids.map((id) => (
        <button key={id} type="button" className={styles.dot} aria-label={`Ir para a seção ${sectionNames[id]}`}
          aria-current={id === active ? 'true' : undefined} onClick={() => go(id)}>
          <span className={styles.dotLabel} aria-hidden="true">{sectionNames[id]}</span>
        </button>
      ))}
    </nav>
  );
}
