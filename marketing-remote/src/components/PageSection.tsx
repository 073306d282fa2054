import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** The centred page container; `narrow` for text columns. */
export function containerClass(narrow: boolean): string | undefined {
  return narrow ? `${ui.container} ${ui.narrow}` : ui.container;
}

/**
 * One page section: the band (optionally tinted), the centred container and its heading, then the
 * content. The heading stands in the centred section header (eyebrow, title, lead) unless `bareHeading`.
 */
export function PageSection({
  id,
  headingId,
  title,
  eyebrow,
  lead,
  headingLevel = 2,
  tinted = false,
  narrow = false,
  bareHeading = false,
  className = ui.section,
  titleClassName = ui.title,
  children,
}: {
  id?: string;
  headingId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  headingLevel?: 1 | 2;
  tinted?: boolean;
  narrow?: boolean;
  bareHeading?: boolean;
  /** The band's class (its padding); `ui.section` unless the page has its own rhythm. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const heading = (
    <Heading id={headingId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section id={id} className={tinted ? `${className} ${ui.tinted}` : className} aria-labelledby={headingId}>
      <div className={containerClass(narrow)}>
        {bareHeading ? (
          heading
        ) : (
          <header className={ui.sectionHeader}>
            {eyebrow ? <p className={ui.eyebrow}>{eyebrow}</p> : null}
            {heading}
            {lead ? <p className={ui.lead}>{lead}</p> : null}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
