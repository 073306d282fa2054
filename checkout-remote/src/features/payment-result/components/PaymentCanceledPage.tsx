import { BackToPlansLink } from '../../../components/BackToPlansLink';
import { ResultCard, ResultPage } from '../../../components/ResultCard';
import { AccessPlatformLink } from './AccessPlatformLink';
import { usePlatform } from '../../../platform/PlatformContext';

/** SPEC §2 Payment cancelled: nothing was charged; the trial countdown (SPEC §4) keeps running. */
export default function PaymentCanceledPage() {
  const platform = usePlatform();
  platform.page.useDocumentMeta({
    title: 'Pagamento cancelado | Busqy',
    description: 'O pagamento não foi concluído e nada foi cobrado.',
  });
  const { components } = platform;
  return (
    <ResultPage>
      <ResultCard
        tone="neutral"
        title="Pagamento cancelado"
        text="O pagamento não foi concluído e nenhuma cobrança foi feita. Você ainda pode usar a plataforma durante o seu período de teste."
        actions={
          <>
            <BackToPlansLink variant="secondary" />
            <AccessPlatformLink variant="primary" />
          </>
        }
      >
        <components.TrialCountdown />
      </ResultCard>
    </ResultPage>
  );
}
