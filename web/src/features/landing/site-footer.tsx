import { Link } from 'react-router-dom';
import { product } from '@solarcred/domain/config';
import { paths } from '../../config/paths';
import { Logo } from '../../ui/logo';
import { headerLinks } from './content';
import styles from './landing.module.css';

/** Contacts, the social link and the legal line. */
export function SiteFooter() {
  const { support } = product;
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerGrid}`}>
        <div>
          <Logo inverted />
          <p className={styles.footerText}>{product.tagline}</p>
        </div>
        <div>
          <h2 className={styles.footerTitle}>Contato</h2>
          <ul>
            <li><a href={`mailto:${support.email}`}>{support.email}</a></li>
            <li><a href={`tel:+55${support.phoneDigits}`}>{support.phone}</a></li>
            <li>{support.city}</li>
            <li>{support.hours}</li>
            <li>
              <a href={support.instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram<span className={styles.srOnly}> (abre em nova aba)</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Rodapé">
          <h2 className={styles.footerTitle}>Navegue</h2>
          <ul>
            {headerLinks.map((link) => (
              <li key={link.href}><a href={link.href}>{link.label}</a></li>
            ))}
            <li><Link to={paths.auth}>Área do parceiro</Link></li>
          </ul>
        </nav>
      </div>
      <p className={`${styles.container} ${styles.legal}`}>
        © {new Date().getFullYear()} {product.legalName} Todos os direitos reservados.
      </p>
    </footer>
  );
}
