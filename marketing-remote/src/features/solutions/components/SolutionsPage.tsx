import { Link } from '@busqy/platform-contract/remote';
import { Icon } from '../../../components/icons';
import type { IconName } from '../../../components/icons';
import { Banner } from '../../../components/Banner';
import { CardList } from '../../../components/CardList';
import { ProductFeatureArt, ProductFeatureCopy } from '../../../components/ProductFeatureCopy';
import { PageSection } from '../../../components/PageSection';
import ui from '../../../components/ui.module.css';
import { PRODUCT_FEATURES } from '../../../lib/product-features';
import { usePageMeta } from '../../../lib/use-page-meta';
import styles from './SolutionsPage.module.css';

/** The page's head (also the pre-renderer's, prerender/heads.ts). */
export const solutionsMeta = {
  title: 'Soluções | Busqy',
  description:
    'Promoções com inteligência artificial, robô de mensagens para WhatsApp e Telegram, catálogo de promoções, criador de imagens e textos e site vitrine no seu domínio.',
};

type IconCard = { icon: IconName; title: string; text: string };

const STEPS: readonly IconCard[] = [
  {
    icon: 'link',
    title: 'Conecte seus grupos',
    text: 'Ligue sua conta de bot do Telegram e sua conexão de WhatsApp e escolha os grupos que vão receber as ofertas.',
  },
  {
    icon: 'sparkles',
    title: 'Defina seus filtros',
    text: 'Lojas, categorias, desconto mínimo, faixa de preço, horários e o texto da mensagem: você decide o que sai.',
  },
  {
    icon: 'bot',
    title: 'Deixe a Busqy trabalhar',
    text: 'A IA encontra as promoções e o robô publica na hora, no horário agendado ou em fila, enquanto você cuida do negócio.',
  },
];

const HIGHLIGHTS: readonly IconCard[] = [
  {
    icon: 'users',
    title: 'Suporte de verdade',
    text: 'Chat no app e WhatsApp com gente que entende de afiliados.',
  },
  {
    icon: 'refresh',
    title: 'Migração em menos de 1 dia',
    text: 'Vem de outra ferramenta? A gente ajuda você a mudar rápido.',
  },
  {
    icon: 'shield',
    title: 'Garantia de 7 dias',
    text: 'Não gostou? Devolvemos o valor pago, sem perguntas.',
  },
];

/** '/solucoes': the advertised features of SPEC §1 as a page of their own. */
export default function SolutionsPage() {
  usePageMeta(solutionsMeta);
  return (
    <>
      <Banner
        narrow
        headingId="solucoes-pagina-titulo"
        eyebrow="Soluções Busqy"
        title="Automação completa para quem vive de ofertas"
        lead="Cinco ferramentas que trabalham juntas para encontrar as melhores promoções e levá-las aos seus grupos de WhatsApp e Telegram, sem trabalho manual."
        classes={{ band: styles.hero, title: styles.heroTitle, lead: styles.heroLead }}
      >
        <Link to="/#planos" className={`${ui.button} ${ui.primary}`}>
          Ver planos e preços
        </Link>
      </Banner>

      <section className={ui.section} aria-label="Ferramentas">
        <div className={ui.container}>
          <ul className={styles.features}>
            {PRODUCT_FEATURES.map((feature, index) => (
              <li key={feature.id} id={feature.id} className={styles.feature}>
                <ProductFeatureArt feature={feature} className={styles.featureArt}>
                  <span className={styles.featureNumber}>{String(index + 1).padStart(2, '0')}</span>
                </ProductFeatureArt>
                <ProductFeatureCopy feature={feature} heading="h2" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection headingId="como-funciona" tinted title="Como funciona">
        <CardList
          items={STEPS}
          ordered
          className={styles.cards}
          cardClassName={styles.step}
          media={(step, index) => (
            <>
              <span className={styles.stepNumber}>{index + 1}</span>
              <Icon name={step.icon} size={28} className={styles.stepIcon} />
            </>
          )}
        />
      </PageSection>

      <PageSection headingId="por-que-busqy" title="Por que a Busqy">
        <CardList
          items={HIGHLIGHTS}
          className={styles.cards}
          cardClassName={styles.step}
          media={(item) => <Icon name={item.icon} size={28} className={styles.stepIcon} />}
        />
        <div className={styles.cta}>
          <Link to="/#planos" className={`${ui.button} ${ui.primary}`}>
            Testar 7 dias grátis
          </Link>
        </div>
      </PageSection>
    </>
  );
}
