import { type ReactNode, useId } from 'react';
import styles from './ResultCard.module.css';

export type ResultTone = 'success' | 'warning' | 'neutral' | 'danger';

interface ResultCardProps {
  title: string;
  text: string;
  /** The round icon above the title; none for plain notices inside a page that has its own heading. */
  tone?: ResultTone;
  headingLevel?: 1 | 2;
  /** Bold line under the text (the plan bought). */
  details?: string;
  /** Error cards are announced as they appear. */
  role?: 'alert';
  actions: ReactNode;
  /** Shown between the text and the actions (the trial countdown). */
  children?: ReactNode;
}

const ICONS: Record<ResultTone, ReactNode> = {
  success: <path d="M5 12l5 5 9-10" />,
  // A clock: the boleto is issued and its payment is on its way.
  warning: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  neutral: <path d="M8 8l8 8M16 8l-8 8" />,
  danger: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 17h.01" />
    </>
  ),
};

/** The message card of the result, return and checkout notices: icon, title, text, extras, actions. */
export function ResultCard(props: ResultCardProps) {
  const { title, text, tone, headingLevel = 1, details, role, actions, children } = props;
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.card} role={role} aria-labelledby={titleId}>
      {tone && (
        <span className={`${styles.icon} ${styles[tone]}`}>
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {ICONS[tone]}
          </svg>
        </span>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      {details && <p className={styles.details}>{details}</p>}
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** The centred column a page made of one ResultCard (or its loading spinner) sits in. */
export function ResultPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
