import { useMemo } from 'react';
import type { EarlyCopy } from '@busqy/platform-contract';
import { useEarlyCopy } from '@busqy/platform-contract/remote';
import { Icon } from '../../../components/icons';
import { usePlatform } from '../../../platform/PlatformContext';
import styles from './CouponCopy.module.css';

/** The coupon code with a copy button; a successful copy says 'Cupom copiado!' (SPEC §8 'Other'). */
export function CouponCopy({ code }: { code: string }) {
  const { toast } = usePlatform();
  // Stated once: a press before hydration is copied and confirmed by the page's capture script.
  const effect = useMemo<EarlyCopy>(
    () => ({ text: code, toast: { title: 'Cupom copiado!', description: code } }),
    [code],
  );
  const earlyInput = useEarlyCopy(effect);

  async function copy() {
    try {
      await navigator.clipboard.writeText(effect.text);
      toast.show({ ...effect.toast, variant: 'success' });
    } catch {
      toast.show({
        title: 'Não foi possível copiar o cupom',
        description: `Copie manualmente: ${code}`,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className={styles.coupon}>
      <span className={styles.label}>Seu cupom</span>
      <code className={styles.code} data-testid="coupon-code">
        {code}
      </code>
      <button type="button" className={styles.copy} onClick={() => void copy()} {...earlyInput}>
        <Icon name="copy" size={18} />
        Copiar cupom
      </button>
    </div>
  );
}
