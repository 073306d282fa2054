import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageSection } from '../../../components/PageSection';
import { PlanGrid } from '../../../components/pricing/PlanGrid';
import { useCatalogPlans } from '../../../lib/catalog/api';
import type { ToggleInterval } from '../../../lib/catalog/types';
import { usePlatform } from '../../../platform/PlatformContext';
import { signedOutPlanChoice, usePlanSelection } from '../hooks/use-plan-selection';
import { PlansSkeleton } from './PlansSkeleton';

/**
 * The plans section (SPEC §2, §9): the three plans priced by the catalog API, the billing-period
 * toggle (default semiannual) and plan selection as SPEC §4 describes it for the main plans page.
 */
export function PlansSection({
  id,
  title = 'Escolha o plano ideal para você',
  lead = 'Comece com 7 dias grátis no plano Profissional, sem cartão de crédito. Cancele quando quiser.',
  headingLevel = 2,
}: {
  id?: string;
  title?: string;
  lead?: string;
  headingLevel?: 1 | 2;
}) {
  const { auth } = usePlatform();
  const { loading: authLoading } = auth.useAuth();
  const catalog = useCatalogPlans();
  const [interval, setChosenInterval] = useState<ToggleInterval | null>(null);
  const { select, pendingPlanId } = usePlanSelection();
  const headingId = `${id ?? 'planos'}-titulo`;

  const chosen = interval ?? catalog.data?.defaultInterval ?? 'biannual';
  const biannualBadge = catalog.data?.plans[0]?.prices.biannual.badge ?? null;

  return (
    <PageSection
      id={id}
      headingId={headingId}
      headingLevel={headingLevel}
      eyebrow="Planos"
      title={title}
      lead={lead}
    >
      {catalog.status === 'loading' ? <PlansSkeleton /> : null}
      {catalog.status === 'error' ? (
        <LoadError message="Não foi possível carregar os planos." onRetry={catalog.retry} />
      ) : null}
      {catalog.status === 'success' ? (
        <PlanGrid
          plans={catalog.data.plans}
          interval={chosen}
          onIntervalChange={setChosenInterval}
          biannualBadge={biannualBadge}
          card={(plan, price) => ({
            headingLevel: headingLevel === 1 ? 2 : 3,
            busy: pendingPlanId === plan.id,
            disabled: authLoading || (pendingPlanId !== null && pendingPlanId !== plan.id),
            onSelect: () => void select(plan, price, chosen),
            earlyNavigation: signedOutPlanChoice(plan, price, chosen),
          })}
        />
      ) : null}
    </PageSection>
  );
}
