import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { integratorBenefits } from './content';
import { CheckList, Illustration, SectionHead } from './section-parts';
import shell from './landing.module.css';
import styles from './sections.module.css';

/** What the integrator area offers, with the call to join. */
export function IntegratorSection() {
  return (
    <section id="area-integrador" className={`${styles.section} ${styles.navy}`} aria-labelledby="area-integrador-title">
      <div className={`${shell.container} ${styles.split} ${styles.reverse}`}>
        <div>
          <SectionHead id="area-integrador" eyebrow="Área do integrador" title="Tudo o que sua empresa precisa em um só painel">
            Depois de aprovado, você envia propostas, acompanha a análise e conversa com a nossa equipe sem sair da
            plataforma.
          </SectionHead>
          <CheckList items={integratorBenefits} />
          <Link to={paths.auth} className={`${shell.button} ${shell.primary}`}>Quero ser integrador</Link>
        </div>
        <Illustration name="area-integrador" alt="Notebook com o painel do integrador: colunas de propostas e gráfico de resultados" />
      </div>
    </section>
  );
}
