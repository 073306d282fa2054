import { useEffect } from 'react';
import { PartnersCarousel } from '../../features/partners/components/PartnersCarousel';
import { AllPlansInclude, PlansFaq } from '../../features/plans/components/PlansExtras';
import { PlansSection } from '../../features/plans/components/PlansSection';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePlatform } from '../../platform/PlatformContext';

/** The page's head (also the pre-renderer's, prerender/heads.ts). */
export const plansMeta = {
  title: 'Planos | Busqy',
  description:
    'Compare os planos Profissional, Top Afiliado e Elite da Busqy. Mensal ou semestral com 33% OFF, 7 dias de garantia e cancelamento quando quiser.',
};

/** SPEC §2 Plans page ('/planos', '/selecionar-plano'); it clears the selected plan on load (SPEC §4). */
export default function PlansPage() {
  const { storage } = usePlatform();
  usePageMeta(plansMeta);
  useEffect(() => {
    storage.remove('selectedPlan');
  }, [storage]);

  return (
    <>
      <PlansSection
        id="planos"
        headingLevel={1}
        title="Planos para cada fase do seu negócio"
        lead="Escolha entre mensal e semestral. Todos os planos com 7 dias de garantia e cancelamento quando quiser."
      />
      <PartnersCarousel title="Ofertas das lojas e programas parceiros" />
      <AllPlansInclude />
      <PlansFaq />
    </>
  );
}
