import { useId, useRef, useState } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog';
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const { onCancel: onDialogCancel, onClose } = useModalDialog(dialogRef, () => {
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
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={onDialogCancel}
      onClose={onClose}
      // The dialog's own box holds no padding: a click on the dialog itself is one on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div className={styles.dialogBody}>
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
    </dialog>
  );
}
