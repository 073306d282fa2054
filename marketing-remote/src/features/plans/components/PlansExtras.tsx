import { Faq } from '../../../components/Faq';
import { Icon } from '../../../components/icons';
import ui from '../../../components/ui.module.css';
import { usePlatform } from '../../../platform/PlatformContext';
import { ALL_PLANS_INCLUDE, PLANS_FAQ } from '../content';
import styles from './PlansExtras.module.css';

/** SPEC §1 'All plans include'. */
export function AllPlansInclude() {
  return (
    <section className={`${ui.section} ${ui.tinted}`} aria-labelledby="todos-incluem">
      <div className={`${ui.container} ${ui.narrow}`}>
        <h2 id="todos-incluem" className={`${ui.title} ${styles.centered}`}>
          Todos os planos incluem
        </h2>
        <ul className={styles.includes}>
          {ALL_PLANS_INCLUDE.map((item) => (
            <li key={item}>
              <span className={styles.includeIcon}>
                <Icon name="check" size={18} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The short plans FAQ with a link to the external help centre (SPEC §2 Plans page). */
export function PlansFaq() {
  const { links } = usePlatform();
  return (
    <section className={ui.section} aria-labelledby="duvidas-planos">
      <div className={`${ui.container} ${ui.narrow}`}>
        <h2 id="duvidas-planos" className={`${ui.title} ${styles.centered}`}>
          Dúvidas sobre os planos
        </h2>
        <Faq items={PLANS_FAQ} />
        <p className={styles.help}>
          Ainda tem dúvidas?{' '}
          <a href={links.helpCenter} target="_blank" rel="noopener noreferrer">
            Acesse a Central de Ajuda
          </a>
        </p>
      </div>
    </section>
  );
}
