import { LoadError } from '../../components/LoadError';
import ui from '../../components/ui.module.css';
import { Link } from '@busqy/platform-contract/remote';
import { AllPlansInclude } from '../../features/plans/components/PlansExtras';
import { PromoView } from '../../features/promo/components/PromoView';
import { usePromoParams } from '../../features/promo/hooks/use-promo-params';
import { usePromo } from '../../lib/catalog/api';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePlatform } from '../../platform/PlatformContext';
import styles from './PromoPage.module.css';

/** The head without a known offer (also the pre-renderer's, prerender/heads.ts). */
export const promoMeta = {
  title: 'Oferta especial | Busqy',
  description: 'Assine a Busqy com desconto: cupom aplicado no primeiro pagamento, 7 dias de garantia.',
};

/** SPEC §2 Promo plans page ('/planos-promo', '/promo', '/afiliado'), priced by the catalog. */
export default function PromoPage() {
  const { api, components } = usePlatform();
  const { code } = usePromoParams();
  const promo = usePromo(code);
  usePageMeta(
    promo.status === 'success'
      ? { title: `${promo.data.promo.title} | Busqy`, description: promo.data.promo.subtitle }
      : promoMeta,
  );

  if (promo.status === 'loading') {
    return (
      <div className={styles.state}>
        <components.Spinner label="Carregando oferta..." />
      </div>
    );
  }
  if (promo.status === 'error') {
    // A malformed code is refused by the catalog (400): retrying cannot help, the plans page can.
    const invalid = api.isApiError(promo.error) && promo.error.status === 400;
    return (
      <div className={`${ui.container} ${styles.state}`}>
        {invalid ? (
          <div className={styles.invalid} role="alert">
            <h1 className={styles.invalidTitle}>Este link de promoção não é válido</h1>
            <p>Confira o endereço ou veja os planos com os preços de sempre.</p>
            <Link to="/planos" className={`${ui.button} ${ui.primary}`}>
              Ver planos
            </Link>
          </div>
        ) : (
          <LoadError message="Não foi possível carregar esta oferta." onRetry={promo.retry} />
        )}
      </div>
    );
  }
  return (
    <>
      <PromoView data={promo.data} />
      <AllPlansInclude />
    </>
  );
}
