import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePlatform } from '../../../platform/PlatformContext';
import { aboutMeta, closing, hero, history, pillars, pillarsTitle, purpose } from '../content';
import { PillarIconGraphic } from './PillarIconGraphic';
import ui from '../../../components/ui.module.css';
import styles from './AboutPage.module.css';

/** SPEC §2 About: purpose, the three pillars, history, a button to /planos and a contact button. */
export default function AboutPage() {
  const { links } = usePlatform();
  usePageMeta(aboutMeta);

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <div className={ui.container}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.heroTitle}>{hero.title}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <Link to="/planos" className={`${ui.button} ${ui.inverse}`}>
            {closing.plansButton}
          </Link>
        </div>
      </header>

      <section className={styles.section} aria-labelledby="about-purpose">
        <div className={`${ui.container} ${ui.narrow}`}>
          <h2 id="about-purpose" className={styles.sectionTitle}>
            {purpose.title}
          </h2>
          {purpose.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="about-pillars">
        <div className={ui.container}>
          <h2 id="about-pillars" className={`${styles.sectionTitle} ${styles.centered}`}>
            {pillarsTitle}
          </h2>
          <ul className={styles.pillars}>
            {pillars.map((pillar) => (
              <li key={pillar.title} className={styles.pillarCard}>
                <span className={styles.pillarIcon}>
                  <PillarIconGraphic icon={pillar.icon} />
                </span>
                <h3 className={styles.pillarTitle}>{pillar.title}</h3>
                <p className={styles.pillarText}>{pillar.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-history">
        <div className={`${ui.container} ${ui.narrow}`}>
          <h2 id="about-history" className={styles.sectionTitle}>
            {history.title}
          </h2>
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
        </div>
      </section>

      <section className={`${styles.section} ${styles.closing}`} aria-labelledby="about-closing">
        <div className={`${ui.container} ${ui.narrow}`}>
          <h2 id="about-closing" className={styles.sectionTitle}>
            {closing.title}
          </h2>
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
        </div>
      </section>
    </article>
  );
}
