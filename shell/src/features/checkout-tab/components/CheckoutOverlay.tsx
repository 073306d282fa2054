import { useStore } from 'zustand';
import type { CheckoutOverlayStore } from '../stores/overlay-store';
import styles from './CheckoutOverlay.module.css';

/** Full-screen 'Abrindo checkout...' while the checkout tab is open and watched (SPEC §4). */
export function CheckoutOverlay({ overlay }: { overlay: Pick<CheckoutOverlayStore, 'store'> }) {
  const open = useStore(overlay.store, (state) => state.open);
  if (!open) return null;
  return (
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-labelledby="checkout-overlay-title"
    >
      <div className={styles.panel}>
        <span className={styles.ring} aria-hidden="true" />
        <p id="checkout-overlay-title" className={styles.title}>
          Abrindo checkout...
        </p>
        <p className={styles.hint}>
          Conclua o pagamento na nova aba. Esta página será atualizada automaticamente.
        </p>
      </div>
    </div>
  );
}
