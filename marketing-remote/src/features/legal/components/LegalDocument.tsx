import { Banner } from '../../../components/Banner';
import { usePageMeta } from '../../../lib/use-page-meta';
import type { LegalDocumentContent } from '../types';
import ui from '../../../components/ui.module.css';
import styles from './LegalDocument.module.css';

/** A legal page: title, last-updated date, a table of contents and the numbered sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  usePageMeta(content.meta);
  const anchor = (index: number) => `secao-${index + 1}`;

  return (
    <article className={styles.page}>
      <Banner
        as="header"
        title={content.title}
        lead={content.updated}
        classes={{ band: styles.header, title: styles.title, lead: styles.updated }}
      />
      <div className={`${ui.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-label="Índice">
          <ol>
            {content.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${anchor(index)}`}>
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <p className={styles.intro}>{content.intro}</p>
          <ol className={styles.sections}>
            {content.sections.map((section, index) => (
              <li key={section.title} id={anchor(index)} className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  {index + 1}. {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items ? (
                  <ul className={styles.items}>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}
