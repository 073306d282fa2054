import {
  ClosingCta,
  FeaturesSection,
  LandingFaq,
  PainPoints,
} from '../../features/landing/components/LandingSections';
import { Hero } from '../../features/landing/components/Hero';
import { landingMeta } from '../../features/landing/content';
import { PartnersCarousel } from '../../features/partners/components/PartnersCarousel';
import { PlansSection } from '../../features/plans/components/PlansSection';
import { usePageMeta } from '../../lib/use-page-meta';

/** SPEC §2 Landing ('/' and '/home'): hero, pain points, features, partners, plans, FAQ. */
export default function LandingPage() {
  usePageMeta(landingMeta);
  return (
    <>
      <Hero />
      <PainPoints />
      <FeaturesSection />
      <PartnersCarousel />
      <PlansSection id="planos" />
      <LandingFaq />
      <ClosingCta />
    </>
  );
}
