import { useRef } from 'react';
import { useStore } from 'zustand';
import { TOAST_CLOSE_LABEL, TOASTER_LABEL, type ToastItem, type ToastService } from '../stores/toast-store';
import protocol from '../../../../server/pages/early-input-protocol.json';
import styles from './Toaster.module.css';

interface ToastCardProps {
  toast: ToastItem;
  onDismiss(): void;
  /** Called with true while the pointer is over the toast or focus is inside it. */
  onHold(held: boolean): void;
}

function ToastCard({ toast, onDismiss, onHold }: ToastCardProps) {
  const variant = toast.variant ?? 'default';
  // Someone reading (pointer over it) or using it (focus inside) keeps it: WCAG 2.2.1 timing.
  const hold = useRef({ hovered: false, focused: false });
  const update = (change: Partial<typeof hold.current>) => {
    hold.current = { ...hold.current, ...change };
    onHold(hold.current.hovered || hold.current.focused);
  };
  return (
    <li
      className={`${styles.toast} ${styles[variant] ?? ''}`}
      onMouseEnter={() => update({ hovered: true })}
      onMouseLeave={() => update({ hovered: false })}
      onFocus={() => update({ focused: true })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) update({ focused: false });
      }}
    >
      {/* Errors interrupt (role=alert); other messages wait their turn in the polite region. The
          role sits on the message, not the <li>, which must stay a list item (axe "list"). */}
      <div className={styles.text} role={variant === 'destructive' ? 'alert' : 'status'}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onClick();
            onDismiss();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className={styles.close} aria-label={TOAST_CLOSE_LABEL} onClick={onDismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path
            d={protocol.toastCloseIconPath}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  );
}

export function Toaster({ service }: { service: ToastService }) {
  const toasts = useStore(service.store, (state) => state.toasts);
  return (
    <section className={styles.region} aria-label={TOASTER_LABEL} aria-live="polite">
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <ToastCard
            key={toast.id}
            toast={toast}
            onDismiss={() => service.dismiss(toast.id)}
            onHold={(held) => (held ? service.pause(toast.id) : service.resume(toast.id))}
          />
        ))}
      </ol>
    </section>
  );
}
