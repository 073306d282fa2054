import { useCallback } from 'react';
import type { AuthUser } from '@busqy/platform-contract';
import { checkoutConflictMessage, usePreloadPage } from '@busqy/platform-contract/remote';
import { USER_AREA, useSignedInRedirect } from '../../../lib/use-signed-in-redirect';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { usePlatform } from '../../../platform/PlatformContext';
import { createCheckoutSession } from '../api/create-checkout-session';
import { loginErrorMessage } from '../utils/login-error-message';

/**
 * The login flow of SPEC §4/§5/§8: validate, sign in, then go to checkout when a plan was chosen,
 * else to the stored post-login redirect when it is a safe internal path, else to the user area.
 */
export function useLogin() {
  const { auth, api, storage, toast, navigation } = usePlatform();
  const preloadPage = usePreloadPage();
  // Stays locked after a successful sign-in, so the signed-in redirect leaves navigation to submit().
  const { submitting, isLocked, lock, release } = useSubmitLock();
  useSignedInRedirect(isLocked);

  /** A stored redirect when it is a safe internal path (open redirect), else the user area. */
  const postLoginPath = useCallback(
    () => navigation.safeInternalPath(storage.get('loginRedirectUrl')) ?? USER_AREA,
    [navigation, storage],
  );

  const submit = useCallback(
    async (email: string, password: string) => {
      if (isLocked()) return;
      const address = email.trim();
      if (!address || !password) {
        toast.show({ title: 'Por favor, preencha todos os campos', variant: 'destructive' });
        return;
      }

      lock();
      // The page the sign-in will most likely lead to (below) loads while its round trips run,
      // rather than after them: nothing for a plan (checkout) or a page of another remote; a failed
      // load is left to the page's render.
      if (!storage.get('selectedPlan')) preloadPage(postLoginPath()).catch(() => undefined);

      let signedIn: AuthUser;
      try {
        signedIn = await auth.signIn(address, password);
      } catch (error) {
        toast.show({ title: loginErrorMessage(error), variant: 'destructive' });
        release();
        return;
      }
      toast.show({ title: 'Login realizado com sucesso!', variant: 'success' });

      const plan = storage.get('selectedPlan');
      if (plan) {
        try {
          const url = await createCheckoutSession(api, {
            userEmail: signedIn.email ?? address,
            planName: plan.name,
            interval: plan.interval,
          });
          navigation.assign(url); // stays busy while the browser leaves for the payment page
        } catch (error) {
          // A checkout the API refuses for a reason the user can act on (a boleto waiting to be
          // paid, already subscribed): its words, then the account, where that payment is shown.
          const conflict = checkoutConflictMessage(api, error);
          if (conflict) {
            toast.show({ title: 'Pagamento em andamento', description: conflict, variant: 'destructive' });
            navigation.go(USER_AREA, { replace: true });
            return;
          }
          // SPEC §8: on the login path any other failure is logged only, with no message to the user.
          console.error('Falha ao criar sessão de checkout', error);
          release();
        }
        return;
      }

      // A stored redirect is used once.
      const next = postLoginPath();
      storage.remove('loginRedirectUrl');
      navigation.go(next, { replace: true });
    },
    [api, auth, isLocked, lock, navigation, postLoginPath, preloadPage, release, storage, toast],
  );

  return { submit, submitting };
}
