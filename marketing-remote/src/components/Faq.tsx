import { useId, useState } from 'react';
import { useEarlyInputMarker } from '@busqy/platform-contract/remote';
import styles from './Faq.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as disclosure buttons (WAI-ARIA disclosure pattern): each button says whether its
 * answer is shown (aria-expanded) and which region it controls.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const earlyInput = useEarlyInputMarker();

  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const expanded = open === index;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <li key={item.question} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
                {...earlyInput}
              >
                <span>{item.question}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
              </button>
            </h3>
            <div id={answerId} className={styles.answer} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
