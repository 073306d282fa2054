import { Faq } from '../../../components/Faq';
import { Icon } from '../../../components/icons';
import { PageSection } from '../../../components/PageSection';
import ui from '../../../components/ui.module.css';
import { usePlatform } from '../../../platform/PlatformContext';
import { ALL_PLANS_INCLUDE, PLANS_FAQ } from '../content';
import styles from './PlansExtras.module.css';

const centeredTitle = `${ui.title} ${styles.centered}`;

/** SPEC §1 'All plans include'. */
export function AllPlansInclude() {
  return (
    <PageSection
      headingId="todos-incluem"
      tinted
      narrow
      bareHeading
      title="Todos os planos incluem"
      titleClassName={centeredTitle}
    >
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
    </PageSection>
  );
}

/** The short plans FAQ with a link to the external help centre (SPEC §2 Plans page). */
export function PlansFaq() {
  const { links } = usePlatform();
  return (
    <PageSection
      headingId="duvidas-planos"
      narrow
      bareHeading
      title="Dúvidas sobre os planos"
      titleClassName={centeredTitle}
    >
      <Faq items={PLANS_FAQ} />
      <p className={styles.help}>
        Ainda tem dúvidas?{' '}
        <a href={links.helpCenter} target="_blank" rel="noopener noreferrer">
          Acesse a Central de Ajuda
        </a>
      </p>
    </PageSection>
  );
}
