import type { ReactNode } from 'react';
import { containerClass } from './PageSection';
import ui from './ui.module.css';

/**
 * A page's opening or closing band: eyebrow, title and lead centred in the container, then what
 * follows them (buttons). Each page gives the band and its texts their own look through `classes`.
 */
export function Banner({
  as: Band = 'section',
  narrow = false,
  headingId,
  headingLevel = 1,
  eyebrow,
  title,
  lead,
  classes,
  children,
}: {
  as?: 'header' | 'section';
  narrow?: boolean;
  /** Names the band after its heading. */
  headingId?: string;
  headingLevel?: 1 | 2;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  classes: { band?: string; eyebrow?: string; title?: string; lead?: string };
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Band className={classes.band} aria-labelledby={headingId}>
      <div className={containerClass(narrow)}>
        {eyebrow ? <p className={classes.eyebrow ?? ui.eyebrow}>{eyebrow}</p> : null}
        <Heading id={headingId} className={classes.title}>
          {title}
        </Heading>
        {lead ? <p className={classes.lead}>{lead}</p> : null}
        {children}
      </div>
    </Band>
  );
}
