import { useId, useRef, useState } from 'react';
import { useDialogFocus } from '../../../lib/use-dialog-focus';
import type { OfferCard } from '../api/get-upsell-offers';
import styles from './UpsellPage.module.css';

interface ConfirmOfferDialogProps {
  offer: OfferCard;
  onCancel(): void;
  /**
   * Starts the purchase. Every outcome navigates away (checkout tab watch, /login), so the dialog
   * stays on 'Processando...' unless it throws.
   */
  onConfirm(): void;
}

/** SPEC §2 'Confirmar mudança de plano': the offer's figures, 'Voltar' and 'Confirmar'. */
export function ConfirmOfferDialog({ offer, onCancel, onConfirm }: ConfirmOfferDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  useDialogFocus(dialogRef, () => {
    if (!busy) onCancel();
  });

  const confirm = () => {
    setBusy(true);
    try {
      onConfirm();
    } catch (error) {
      setBusy(false);
      throw error;
    }
  };

  return (
    <div className={styles.backdrop} onClick={busy ? undefined : onCancel}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          Confirmar mudança de plano
        </h2>
        <div id={descriptionId}>
          <p className={styles.dialogOffer}>{offer.title}</p>
          <p className={styles.muted}>{offer.description}</p>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>Preço original</dt>
            <dd>
              <s>{offer.originalPrice}</s>
            </dd>
          </div>
          <div>
            <dt>Preço</dt>
            <dd className={styles.strong}>
              {offer.price} <span className={styles.period}>{offer.period}</span>
            </dd>
          </div>
          <div>
            <dt>Desconto</dt>
            <dd>{offer.discount}</dd>
          </div>
          <div>
            <dt>Economia</dt>
            <dd>{offer.savingsAmount}</dd>
          </div>
        </dl>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
            Voltar
          </button>
          <button type="button" className={styles.primary} onClick={confirm} disabled={busy}>
            {busy ? 'Processando...' : 'Confirmar'}
          </button>
        </div>
      </div>
    </div>
  );
}
