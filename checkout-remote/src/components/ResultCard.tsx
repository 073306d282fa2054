import type { ReactNode } from 'react';
import styles from './ResultCard.module.css';

interface ResultCardProps {
  tone: 'success' | 'warning' | 'neutral';
  title: string;
  children: ReactNode;
}

const ICONS: Record<ResultCardProps['tone'], string> = {
  success: 'M5 12l5 5 9-10',
  warning: 'M12 7v6M12 17h.01',
  neutral: 'M8 8l8 8M16 8l-8 8',
};

/** The card the payment result pages share: icon, title, then the page's own content. */
export function ResultCard({ tone, title, children }: ResultCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="payment-result-title">
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
            <path d={ICONS[tone]} />
          </svg>
        </span>
        <h1 id="payment-result-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export { styles as resultStyles };
