import { useEffect, useRef } from 'react';
import { useSearchParams } from '@busqy/platform-contract/remote';
import { ResultCard, ResultPage } from '../../../components/ResultCard';
import { AccessPlatformLink } from './AccessPlatformLink';
import { usePlatform } from '../../../platform/PlatformContext';

/** SPEC §9: the value sent when the address carries no price. */
export const DEFAULT_PRICE = 1.0;

function priceOf(raw: string | null): number {
  const value = raw === null ? Number.NaN : Number.parseFloat(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_PRICE;
}

/**
 * SPEC §2 Payment confirmed (/payment-success?planName&interval&price): sends pagamento_confirmado and
 * PVNewSubs once per visit. Without planName/interval in the address, the stored plan names them.
 */
export default function PaymentSuccessPage() {
  const platform = usePlatform();
  platform.page.useDocumentMeta({
    title: 'Pagamento confirmado | Busqy',
    description: 'Seu pagamento foi confirmado. Bem-vindo à Busqy!',
  });
  const { tracking, storage } = platform;
  const searchParams = useSearchParams();
  const stored = storage.get('selectedPlan');
  const planName = searchParams.get('planName') ?? stored?.name ?? null;
  const interval = searchParams.get('interval') ?? stored?.interval ?? null;
  const price = priceOf(searchParams.get('price'));
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const data = {
      ...(planName ? { subscription_plan: planName } : {}),
      ...(interval ? { interval } : {}),
      value: price,
    };
    tracking.track('pagamento_confirmado', data);
    tracking.track('PVNewSubs', data);
  }, [tracking, planName, interval, price]);

  return (
    <ResultPage>
      <ResultCard
        tone="success"
        title="Pagamento confirmado"
        text="Sua assinatura está ativa. Obrigado por escolher a Busqy! Você já pode acessar a plataforma e começar a enviar ofertas."
        details={planName ? `Plano ${planName}` : undefined}
        actions={<AccessPlatformLink variant="primary" />}
      />
    </ResultPage>
  );
}
