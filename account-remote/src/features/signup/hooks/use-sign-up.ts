import { useCallback, useState } from 'react';
import { usePreloadPage } from '@busqy/platform-contract/remote';
import { phoneDigits } from '../../../lib/phone';
import { useSignedInRedirect } from '../../../lib/use-signed-in-redirect';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { usePlatform } from '../../../platform/PlatformContext';
import { createUserRecord } from '../api/create-user-record';
import { signUpErrorMessage } from '../utils/sign-up-error-message';
import { splitName } from '../utils/split-name';
import type { SignUpError, SignUpField, SignUpForm } from '../utils/validate-sign-up';
import { validateSignUp } from '../utils/validate-sign-up';

export const SIGN_UP_SUCCESS = 'Conta criada com sucesso! Você será redirecionado para a confirmação.';

/** SPEC §4 Sign-up success: no plan or the Profissional plan confirm the account; others see offers. */
export function nextPathAfterSignUp(planName: string | null | undefined): string {
  return !planName || planName === 'Profissional' ? '/account-confirmation' : '/upsell';
}

/**
 * The sign-up flow of SPEC §4/§5/§8: validate, create the account (lowercased e-mail), create its
 * server record, keep the local profile copies, send the cadastro event, confirm and redirect.
 */
export function useSignUp() {
  const { auth, api, storage, toast, navigation, tracking } = usePlatform();
  const preloadPage = usePreloadPage();
  const [error, setError] = useState<SignUpError | null>(null);
  // Stays locked after the account is created, so the signed-in redirect leaves navigation to submit().
  const { submitting, isLocked, lock, release } = useSubmitLock();
  useSignedInRedirect(isLocked);

  const submit = useCallback(
    async (form: SignUpForm) => {
      if (isLocked()) return;
      const invalid = validateSignUp(form);
      setError(invalid);
      if (invalid) return;

      lock();
      // The page that will most likely follow (this remote's confirmation; checkout's upsell loads
      // nothing here) loads while the account is created; a failure is left to its render.
      preloadPage(nextPathAfterSignUp(storage.get('selectedPlan')?.name)).catch(() => undefined);
      const name = form.name.trim().replace(/\s+/g, ' ');
      const email = form.email.trim().toLowerCase();
      const phone = phoneDigits(form.whatsapp);

      let uid: string;
      try {
        ({ uid } = await auth.signUp({ email, password: form.password, displayName: name }));
      } catch (failure) {
        toast.show({ title: signUpErrorMessage(failure), variant: 'destructive' });
        release();
        return;
      }

      await createUserRecord(api, {
        uid,
        email,
        displayName: name,
        emailVerified: false,
        phoneNumber: phone || null,
        ...splitName(name),
      });

      storage.set('userName', name);
      storage.set('userEmail', email);
      if (phone) {
        storage.set('userPhone', phone);
        storage.set('userWhatsapp', phone);
      }
      if (!storage.get('registrationDate')) storage.set('registrationDate', new Date().toISOString());
      tracking.track('cadastro', { user: { email, name, phone: phone || null, uid } });

      toast.show({ title: SIGN_UP_SUCCESS, variant: 'success' });
      navigation.go(nextPathAfterSignUp(storage.get('selectedPlan')?.name), { replace: true });
    },
    [api, auth, isLocked, lock, navigation, preloadPage, release, storage, toast, tracking],
  );

  /** Editing a field the error is about clears the error. */
  const dismissError = useCallback(
    (field: SignUpField) => setError((current) => (current?.fields.includes(field) ? null : current)),
    [],
  );

  return { submit, submitting, error, dismissError };
}
