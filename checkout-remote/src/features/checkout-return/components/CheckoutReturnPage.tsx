import { Link, useSearchParams } from 'react-router-dom';
import { usePlatform } from '../../../platform/PlatformContext';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import type { CheckoutReturnState } from '../hooks/useCheckoutReturn';
import styles from './CheckoutReturnPage.module.css';

type Problem = Exclude<CheckoutReturnState, 'checking'>;

// The spec only names the happy paths; these are the messages for the others.
const problems: Record<Problem, { title: string; text: string }> = {
  missing: {
    title: 'Sessão de pagamento não encontrada',
    text: 'O link de retorno do pagamento está incompleto. Escolha seu plano novamente para continuar.',
  },
  unavailable: {
    title: 'Pagamento não concluído',
    text: 'Esta sessão de pagamento não está mais disponível. Escolha seu plano novamente para continuar.',
  },
  failed: {
    title: 'Não foi possível verificar seu pagamento',
    text: 'Ocorreu um erro ao consultar o status do seu pagamento. Tente novamente em instantes.',
  },
};

/** SPEC §2 Checkout-return: reads session_id, shows 'Carregando...' and redirects by session status. */
export default function CheckoutReturnPage() {
  const platform = usePlatform();
  platform.page.useDocumentMeta({
    title: 'Verificando pagamento | Busqy',
    description: 'Verificando o status do seu pagamento na Busqy.',
  });
  const { Spinner } = platform.components;
  const [searchParams] = useSearchParams();
  const { state, retry } = useCheckoutReturn(searchParams.get('session_id'));

  if (state === 'checking') {
    return (
      <div className={styles.page}>
        <Spinner label="Carregando..." />
      </div>
    );
  }

  const problem = problems[state];
  return (
    <div className={styles.page}>
      <section className={styles.card} role="alert" aria-labelledby="checkout-return-title">
        <span className={styles.icon}>
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M12 7v6M12 17h.01" />
          </svg>
        </span>
        <h1 id="checkout-return-title" className={styles.title}>
          {problem.title}
        </h1>
        <p className={styles.text}>{problem.text}</p>
        <div className={styles.actions}>
          {state === 'failed' && (
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={retry}>
              Tentar novamente
            </button>
          )}
          <Link
            to="/planos"
            className={`${styles.button} ${state === 'failed' ? styles.secondary : styles.primary}`}
          >
            Voltar aos planos
          </Link>
        </div>
      </section>
    </div>
  );
}
