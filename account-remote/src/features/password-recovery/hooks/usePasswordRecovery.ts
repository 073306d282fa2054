import { useCallback, useRef, useState } from 'react';
import { isValidEmail } from '../../../lib/email';
import { usePlatform } from '../../../platform/PlatformContext';
import { passwordResetErrorText, requestPasswordReset } from '../api/requestPasswordReset';

/** SPEC §4 Password recovery form: idle, submitting, sent. */
export type RecoveryState = { status: 'idle' | 'submitting' } | { status: 'sent'; email: string };

export const INVALID_EMAIL = 'Email inválido';

export function usePasswordRecovery() {
  const { api, toast } = usePlatform();
  const [state, setState] = useState<RecoveryState>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (input: string) => {
      if (busy.current) return;
      const email = input.trim();
      if (!isValidEmail(email)) {
        setError(INVALID_EMAIL);
        return;
      }
      setError(null);
      busy.current = true;
      setState({ status: 'submitting' });
      try {
        await requestPasswordReset(api, email);
        toast.show({
          title: 'Email de recuperação enviado',
          description: 'Verifique sua caixa de entrada',
          variant: 'success',
        });
        setState({ status: 'sent', email });
      } catch (failure) {
        toast.show({
          title: 'Erro ao enviar email',
          description: passwordResetErrorText(api, failure),
          variant: 'destructive',
        });
        setState({ status: 'idle' });
      } finally {
        busy.current = false;
      }
    },
    [api, toast],
  );

  const retry = useCallback(() => setState({ status: 'idle' }), []);
  const dismissError = useCallback(() => setError(null), []);

  return { state, error, submit, retry, dismissError };
}
