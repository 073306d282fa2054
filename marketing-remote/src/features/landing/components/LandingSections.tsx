import { Link } from 'react-router-dom';
import { Faq } from '../../../components/Faq';
import { Icon } from '../../../components/icons';
import ui from '../../../components/ui.module.css';
import { PRODUCT_FEATURES } from '../../../lib/product-features';
import { closingCta, LANDING_FAQ, PAIN_POINTS, painPointsTitle } from '../content';
import { FeatureCarousel } from './FeatureCarousel';
import styles from './LandingSections.module.css';

/** SPEC §2 Landing: the pain-point cards. */
export function PainPoints() {
  return (
    <section className={ui.section} aria-labelledby="dores-titulo">
      <div className={ui.container}>
        <header className={ui.sectionHeader}>
          <p className={ui.eyebrow}>Para afiliados e criadores</p>
          <h2 id="dores-titulo" className={ui.title}>
            {painPointsTitle}
          </h2>
        </header>
        <ul className={styles.painGrid}>
          {PAIN_POINTS.map((pain) => (
            <li key={pain.title} className={styles.painCard}>
              <span className={styles.painIcon}>
                <Icon name={pain.icon} />
              </span>
              <h3 className={styles.cardTitle}>{pain.title}</h3>
              <p className={styles.cardText}>{pain.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The '#solucoes' anchor: the advertised features in the 15 s carousel. */
export function FeaturesSection() {
  return (
    <section id="solucoes" className={`${ui.section} ${ui.tinted}`} aria-labelledby="solucoes-titulo">
      <div className={ui.container}>
        <header className={ui.sectionHeader}>
          <p className={ui.eyebrow}>Soluções</p>
          <h2 id="solucoes-titulo" className={ui.title}>
            Tudo o que você precisa para vender mais como afiliado
          </h2>
          <p className={ui.lead}>
            Da busca da promoção até a mensagem no grupo, cada etapa no automático.{' '}
            <Link to="/solucoes" className={styles.inlineLink}>
              Conheça todas as soluções
            </Link>
          </p>
        </header>
        <FeatureCarousel features={PRODUCT_FEATURES} />
      </div>
    </section>
  );
}

/** SPEC §2 Landing: the FAQ of ten questions. */
export function LandingFaq() {
  return (
    <section className={`${ui.section} ${ui.tinted}`} aria-labelledby="faq-titulo">
      <div className={`${ui.container} ${ui.narrow}`}>
        <header className={ui.sectionHeader}>
          <p className={ui.eyebrow}>FAQ</p>
          <h2 id="faq-titulo" className={ui.title}>
            Perguntas frequentes
          </h2>
        </header>
        <Faq items={LANDING_FAQ} />
      </div>
    </section>
  );
}

/** Closing call to action; like every landing button it goes to the plans (/#planos). */
export function ClosingCta() {
  return (
    <section className={styles.closing} aria-labelledby="cta-titulo">
      <div className={`${ui.container} ${ui.narrow}`}>
        <h2 id="cta-titulo" className={styles.closingTitle}>
          {closingCta.title}
        </h2>
        <p className={styles.closingText}>{closingCta.text}</p>
        <Link to="/#planos" className={`${ui.button} ${ui.inverse}`}>
          {closingCta.button}
        </Link>
      </div>
    </section>
  );
}
