import styles from './Faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as native disclosures (`<details>`): they open and close from the first paint, before
 * and without the app, so they need no early input capture.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.question} className={styles.item}>
          {/* The browser owns `open`: a question opened before hydration stays open, not a mismatch. */}
          <details className={styles.details} suppressHydrationWarning>
            <summary className={styles.question}>
              <h3 className={styles.heading}>{item.question}</h3>
              <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" />
              </svg>
            </summary>
            <div className={styles.answer}>
              <p>{item.answer}</p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
