import { TERMS } from '../terms';
import { LegalDocument } from './LegalDocument';

/** SPEC §2 '/termos'. */
export default function TermsPage() {
  return <LegalDocument content={TERMS} />;
}
