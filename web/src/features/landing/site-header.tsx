import { Link } from 'react-router-dom';
import { landing } from '@solarcred/domain/constants';
import { product } from '@solarcred/domain/config';
import { paths } from '../../config/paths';
import { Logo } from '../../ui/logo';
import { headerLinks } from './content';
import { useScrollValue } from './use-scroll-value';
import styles from './landing.module.css';

const pastThreshold = () => window.scrollY > landing.headerScrollThresholdPx;

/** Fixed header: dark over the hero, light (data-scrolled) once the page has scrolled. */
export function SiteHeader() {
  const scrolled = useScrollValue(pastThreshold, false);
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={`${styles.container} ${styles.headerInner}`}>
        <a href="#hero" className={styles.brand} aria-label={`${product.name}: início`}>
          <Logo inverted={!scrolled} />
        </a>
        <nav aria-label="Seções da página" className={styles.menu}>
          {headerLinks.map((link) => (
            <a key={link.href} href={link.href}>{link.label}</a>
          ))}
        </nav>
        <div className={styles.headerActions}>
          <Link to={paths.auth} className={`${styles.button} ${styles.ghost} ${styles.small}`}>Meu Login</Link>
          <Link to={paths.auth} className={`${styles.button} ${styles.primary} ${styles.small} ${styles.wideOnly}`}>
            Seja Parceiro
          </Link>
        </div>
      </div>
    </header>
  );
}
