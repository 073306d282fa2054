import { ResultCard, ResultPage } from '../../../components/ResultCard';
import buttons from '../../../components/styles/buttons.module.css';
import { AccessPlatformLink } from './AccessPlatformLink';
import { usePlatform } from '../../../platform/PlatformContext';

const PROOF_MESSAGE = 'Olá! Segue o comprovante de pagamento do boleto da minha assinatura Busqy.';

/** The support WhatsApp link with the proof-of-payment message filled in. */
export function proofOfPaymentUrl(whatsappSupport: string): string {
  try {
    const url = new URL(whatsappSupport);
    url.searchParams.set('text', PROOF_MESSAGE);
    return url.toString();
  } catch {
    return whatsappSupport;
  }
}

/** SPEC §2 Awaiting payment: the plan is secured pending the boleto; proof of payment on WhatsApp. */
export default function PaymentAwaitedPage() {
  const platform = usePlatform();
  platform.page.useDocumentMeta({
    title: 'Aguardando Pagamento | Busqy',
    description: 'Seu plano está garantido enquanto aguardamos a confirmação do pagamento.',
  });
  const { links, components } = platform;
  return (
    <ResultPage>
      <ResultCard
        tone="warning"
        title="Aguardando Pagamento"
        text="Seu plano está garantido! Assim que o pagamento do boleto for confirmado, sua assinatura será ativada. Enquanto isso, você pode usar a plataforma normalmente."
        actions={
          <>
            <a
              className={buttons.primary}
              href={proofOfPaymentUrl(links.whatsappSupport)}
              target="_blank"
              rel="noreferrer"
            >
              Enviar comprovante pelo WhatsApp
            </a>
            <AccessPlatformLink variant="secondary" />
          </>
        }
      >
        <components.TrialCountdown />
      </ResultCard>
    </ResultPage>
  );
}
