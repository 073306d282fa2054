import { Link, useSearchParams } from '@busqy/platform-contract/remote';
import { usePlatform } from '../../../platform/PlatformContext';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import type { CheckoutReturnState } from '../hooks/use-checkout-return';
import { ResultCard, ResultPage } from '../../../components/ResultCard';
import buttons from '../../../components/styles/buttons.module.css';

type Problem = Exclude<CheckoutReturnState, 'checking' | 'refunded'>;

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
  const searchParams = useSearchParams();
  const { state, notice, retry } = useCheckoutReturn(searchParams.get('session_id'));

  if (state === 'checking') {
    return (
      <ResultPage>
        <Spinner label="Carregando..." />
      </ResultPage>
    );
  }

  if (state === 'refunded') {
    return (
      <ResultPage>
        <ResultCard
          tone="warning"
          role="alert"
          title="Você já tem uma assinatura ativa"
          text={notice ?? ''}
          actions={
            <Link to="/area-usuario" className={buttons.primary}>
              Ir para a área do usuário
            </Link>
          }
        />
      </ResultPage>
    );
  }

  const problem = problems[state];
  return (
    <ResultPage>
      <ResultCard
        tone="danger"
        role="alert"
        title={problem.title}
        text={problem.text}
        actions={
          <>
            {state === 'failed' && (
              <button type="button" className={buttons.primary} onClick={retry}>
                Tentar novamente
              </button>
            )}
            <Link to="/planos" className={state === 'failed' ? buttons.secondary : buttons.primary}>
              Voltar aos planos
            </Link>
          </>
        }
      />
    </ResultPage>
  );
}
