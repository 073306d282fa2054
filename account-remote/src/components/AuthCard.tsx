import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every account form sits in: page background, card, heading and subtitle. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <header className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
      </section>
    </div>
  );
}
