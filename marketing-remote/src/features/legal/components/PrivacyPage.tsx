import { PRIVACY } from '../privacy';
import { LegalDocument } from './LegalDocument';

/** SPEC §2 '/politicas-de-privacidade'. */
export default function PrivacyPage() {
  return <LegalDocument content={PRIVACY} />;
}
