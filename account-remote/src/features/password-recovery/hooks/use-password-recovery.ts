import { useCallback, useState } from 'react';
import { isValidEmail } from '../../../lib/email';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { usePlatform } from '../../../platform/PlatformContext';
import { passwordResetErrorText, requestPasswordReset } from '../api/request-password-reset';

/** SPEC §4 Password recovery form: the form (idle, or submitting while locked), then sent. */
export type RecoveryState = { status: 'idle' } | { status: 'sent'; email: string };

export const INVALID_EMAIL = 'Email inválido';

export function usePasswordRecovery() {
  const { api, toast } = usePlatform();
  const [state, setState] = useState<RecoveryState>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const { submitting, isLocked, lock, release } = useSubmitLock();

  const submit = useCallback(
    async (input: string) => {
      if (isLocked()) return;
      const email = input.trim();
      if (!isValidEmail(email)) {
        setError(INVALID_EMAIL);
        return;
      }
      setError(null);
      lock();
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
      } finally {
        release();
      }
    },
    [api, isLocked, lock, release, toast],
  );

  const retry = useCallback(() => setState({ status: 'idle' }), []);
  const dismissError = useCallback(() => setError(null), []);

  return { state, submitting, error, submit, retry, dismissError };
}
