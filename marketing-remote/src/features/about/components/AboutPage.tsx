import { Link } from '@busqy/platform-contract/remote';
import { Banner } from '../../../components/Banner';
import { CardList, IconTile } from '../../../components/CardList';
import { PageSection } from '../../../components/PageSection';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePlatform } from '../../../platform/PlatformContext';
import { aboutMeta, closing, hero, history, pillars, pillarsTitle, purpose } from '../content';
import ui from '../../../components/ui.module.css';
import styles from './AboutPage.module.css';

// The About page's own rhythm: its bands and headings are a step smaller than the landing's.
const band = { className: styles.section, titleClassName: styles.sectionTitle, bareHeading: true };

/** SPEC §2 About: purpose, the three pillars, history, a button to /planos and a contact button. */
export default function AboutPage() {
  const { links } = usePlatform();
  usePageMeta(aboutMeta);

  return (
    <article className={styles.page}>
      <Banner
        as="header"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        classes={{ band: styles.hero, eyebrow: styles.eyebrow, title: styles.heroTitle, lead: styles.lead }}
      >
        <Link to="/planos" className={`${ui.button} ${ui.inverse}`}>
          {closing.plansButton}
        </Link>
      </Banner>

      <PageSection {...band} headingId="about-purpose" narrow title={purpose.title}>
        {purpose.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </PageSection>

      <PageSection
        {...band}
        headingId="about-pillars"
        tinted
        title={pillarsTitle}
        titleClassName={`${styles.sectionTitle} ${styles.centered}`}
      >
        <CardList
          items={pillars}
          className={styles.pillars}
          cardClassName={styles.pillarCard}
          media={(pillar) => <IconTile name={pillar.icon} size={28} className={styles.pillarIcon} />}
        />
      </PageSection>

      <PageSection {...band} headingId="about-history" narrow title={history.title}>
        <p className={styles.paragraph}>{history.intro}</p>
        <ol className={styles.timeline}>
          {history.milestones.map((milestone) => (
            <li key={milestone.title} className={styles.milestone}>
              <span className={styles.milestoneLabel}>{milestone.label}</span>
              <h3 className={styles.milestoneTitle}>{milestone.title}</h3>
              <p className={styles.milestoneText}>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        {...band}
        headingId="about-closing"
        narrow
        title={closing.title}
        className={`${styles.section} ${styles.closing}`}
      >
        <p className={styles.paragraph}>{closing.text}</p>
        <div className={styles.actions}>
          <Link to="/planos" className={`${ui.button} ${ui.primary}`}>
            {closing.plansButton}
          </Link>
          <a
            href={links.whatsappSupport}
            target="_blank"
            rel="noopener noreferrer"
            className={`${ui.button} ${ui.outline}`}
          >
            {closing.contactButton}
          </a>
        </div>
        <p className={styles.emailLine}>
          {closing.emailPrefix} <a href={`mailto:${links.contactEmail}`}>{links.contactEmail}</a>
        </p>
      </PageSection>
    </article>
  );
}
