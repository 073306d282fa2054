import { Link } from '@busqy/platform-contract/remote';
import { Banner } from '../../../components/Banner';
import { CardList, IconTile } from '../../../components/CardList';
import { Faq } from '../../../components/Faq';
import { PageSection } from '../../../components/PageSection';
import ui from '../../../components/ui.module.css';
import { PRODUCT_FEATURES } from '../../../lib/product-features';
import { closingCta, LANDING_FAQ, PAIN_POINTS, painPointsTitle } from '../content';
import { FeatureCarousel } from './FeatureCarousel';
import styles from './LandingSections.module.css';

/** SPEC §2 Landing: the pain-point cards. */
export function PainPoints() {
  return (
    <PageSection headingId="dores-titulo" eyebrow="Para afiliados e criadores" title={painPointsTitle}>
      <CardList
        items={PAIN_POINTS}
        className={styles.painGrid}
        media={(pain) => <IconTile name={pain.icon} className={styles.painIcon} />}
      />
    </PageSection>
  );
}

/** The '#solucoes' anchor: the advertised features in the 15 s carousel. */
export function FeaturesSection() {
  return (
    <PageSection
      id="solucoes"
      headingId="solucoes-titulo"
      tinted
      eyebrow="Soluções"
      title="Tudo o que você precisa para vender mais como afiliado"
      lead={
        <>
          Da busca da promoção até a mensagem no grupo, cada etapa no automático.{' '}
          <Link to="/solucoes" className={styles.inlineLink}>
            Conheça todas as soluções
          </Link>
        </>
      }
    >
      <FeatureCarousel features={PRODUCT_FEATURES} />
    </PageSection>
  );
}

/** SPEC §2 Landing: the FAQ of ten questions. */
export function LandingFaq() {
  return (
    <PageSection headingId="faq-titulo" tinted narrow eyebrow="FAQ" title="Perguntas frequentes">
      <Faq items={LANDING_FAQ} />
    </PageSection>
  );
}

/** Closing call to action; like every landing button it goes to the plans (/#planos). */
export function ClosingCta() {
  return (
    <Banner
      narrow
      headingId="cta-titulo"
      headingLevel={2}
      title={closingCta.title}
      lead={closingCta.text}
      classes={{ band: styles.closing, title: styles.closingTitle, lead: styles.closingText }}
    >
      <Link to="/#planos" className={`${ui.button} ${ui.inverse}`}>
        {closingCta.button}
      </Link>
    </Banner>
  );
}
