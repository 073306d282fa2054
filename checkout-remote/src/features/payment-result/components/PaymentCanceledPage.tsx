import { Link } from 'react-router-dom';
import { ResultCard, resultStyles as styles } from '../../../components/ResultCard';
import { usePlatform } from '../../../platform/PlatformContext';

/** SPEC §2 Payment cancelled: nothing was charged; the trial countdown (SPEC §4) keeps running. */
export default function PaymentCanceledPage() {
  const platform = usePlatform();
  platform.page.useDocumentMeta({
    title: 'Pagamento cancelado | Busqy',
    description: 'O pagamento não foi concluído e nada foi cobrado.',
  });
  const { links, components } = platform;
  return (
    <ResultCard tone="neutral" title="Pagamento cancelado">
      <p className={styles.text}>
        O pagamento não foi concluído e nenhuma cobrança foi feita. Você ainda pode usar a plataforma durante
        o seu período de teste.
      </p>
      <components.TrialCountdown />
      <div className={styles.actions}>
        <Link to="/planos" className={styles.secondary}>
          Voltar aos planos
        </Link>
        <a className={styles.primary} href={links.webAppLogin} target="_blank" rel="noreferrer">
          Acessar a plataforma
        </a>
      </div>
    </ResultCard>
  );
}
