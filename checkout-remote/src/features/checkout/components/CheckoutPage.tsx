import { useCallback, useEffect, useMemo, useState } from 'react';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { Link, checkoutConflictMessage } from '@busqy/platform-contract/remote';
import { usePlatform } from '../../../platform/PlatformContext';
import { isAwaitingPayment } from '../api/checkout-api';
import { useEmbeddedCheckout } from '../hooks/use-embedded-checkout';
import { BackToPlansLink } from '../../../components/BackToPlansLink';
import { ResultCard } from '../../../components/ResultCard';
import buttons from '../../../components/styles/buttons.module.css';
import styles from './CheckoutPage.module.css';

/** SPEC §9: the checkout tab closes itself 3 s after the payment completes. */
export const CLOSE_AFTER_MS = 3000;

function RestrictedAccess() {
  return (
    <ResultCard
      headingLevel={2}
      title="Acesso Restrito"
      text="Você precisa estar logado para acessar esta página"
      actions={
        <Link to="/login" className={buttons.primary}>
          Fazer Login
        </Link>
      }
    />
  );
}

function SetupError() {
  return (
    <ResultCard
      headingLevel={2}
      role="alert"
      title="Erro"
      text="Ocorreu um erro ao configurar o checkout. Por favor, tente novamente mais tarde."
      actions={<BackToPlansLink variant="primary" />}
    />
  );
}

/** A new checkout is refused for a reason the user can act on: say it, and where to go. */
function CheckoutConflict({ message }: { message: string }) {
  return (
    <ResultCard
      headingLevel={2}
      role="alert"
      title="Pagamento em andamento"
      text={message}
      actions={
        <>
          <Link to="/area-usuario" className={buttons.primary}>
            Ir para Minha Conta
          </Link>
          <BackToPlansLink variant="secondary" />
        </>
      }
    />
  );
}

/** SPEC §2 Checkout 'Finalizar Assinatura' (/checkout): the embedded Stripe form for the stored plan. */
export default function CheckoutPage() {
  const platform = usePlatform();
  platform.page.useDocumentMeta({
    title: 'Finalizar Assinatura | Busqy',
    description: 'Finalize sua assinatura da Busqy com cartão de crédito ou boleto.',
  });
  const { api, storage, navigation, checkout, components } = platform;
  const { user, loading } = platform.auth.useAuth();
  const [plan] = useState(() => storage.get('selectedPlan'));
  const [completed, setCompleted] = useState(false);
  const signedIn = !loading && user !== null;
  const session = useEmbeddedCheckout(user?.email ?? null, plan, signedIn && plan !== null);

  useEffect(() => {
    if (signedIn && !plan) navigation.go('/planos', { replace: true });
  }, [signedIn, plan, navigation]);

  const clientSecret = session.status === 'success' ? session.data.clientSecret : null;
  // onComplete cannot change once the provider is set up: stable identity, no stale state inside.
  const onComplete = useCallback(async () => {
    // A boleto completes the session before it is paid: this tab goes to the awaiting page, which
    // the opener's watch reads as a boleto (SPEC §4); a paid checkout tells the opener it succeeded.
    if (clientSecret && (await isAwaitingPayment(api, clientSecret))) {
      navigation.go('/payment-awaited');
      return;
    }
    setCompleted(true);
    checkout.notifyCheckoutSucceeded();
    if (window.opener) {
      setTimeout(() => window.close(), CLOSE_AFTER_MS);
    } else {
      // Opened in this very tab (pop-up blocked): nobody watches it, so go on here.
      navigation.go('/payment-success');
    }
  }, [api, checkout, clientSecret, navigation]);

  const options = useMemo(
    () => (clientSecret ? { clientSecret, onComplete } : null),
    [clientSecret, onComplete],
  );

  let content;
  if (loading) content = <components.Spinner label="Carregando..." />;
  else if (!user) content = <RestrictedAccess />;
  else if (!plan) content = null;
  else if (session.status === 'error') {
    const conflict = checkoutConflictMessage(api, session.error);
    content = conflict === null ? <SetupError /> : <CheckoutConflict message={conflict} />;
  } else if (session.status !== 'success' || !options)
    content = <components.Spinner label="Carregando checkout..." />;
  else
    content = (
      <>
        {completed && (
          <p className={styles.completed} role="status">
            Pagamento confirmado! Esta aba será fechada em instantes.
          </p>
        )}
        <div className={styles.form}>
          <EmbeddedCheckoutProvider key={options.clientSecret} stripe={session.data.stripe} options={options}>
            <EmbeddedCheckout />
          </EmbeddedCheckoutProvider>
        </div>
        <BackToPlansLink variant="secondary" />
      </>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Finalizar Assinatura</h1>
      {plan && user && (
        <p className={styles.summary}>
          {plan.name} — {plan.price} {plan.period}
        </p>
      )}
      {content}
    </div>
  );
}
