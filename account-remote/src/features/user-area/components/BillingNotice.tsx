import { useState } from 'react';
import { usePlatform } from '../../../platform/PlatformContext';
import { dismissBillingNotice } from '../api/dismiss-billing-notice';
import styles from './UserArea.module.css';

/** The API's billing notice (e.g. a second payment refunded), until the user says it was read. */
export function BillingNotice({ uid, notice }: { uid: string; notice: string }) {
  const { api, toast } = usePlatform();
  const [state, setState] = useState<'shown' | 'dismissing' | 'dismissed'>('shown');
  if (state === 'dismissed') return null;

  async function dismiss() {
    setState('dismissing');
    try {
      await dismissBillingNotice(api, uid);
      setState('dismissed');
    } catch {
      setState('shown');
      toast.show({ title: 'Não foi possível fechar o aviso. Tente novamente.', variant: 'destructive' });
    }
  }

  return (
    <div role="status" className={styles.notice}>
      <p>{notice}</p>
      <button
        type="button"
        className={styles.noticeButton}
        onClick={() => void dismiss()}
        disabled={state === 'dismissing'}
      >
        Entendi
      </button>
    </div>
  );
}
