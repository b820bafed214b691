import { privacyText } from './privacy-text.ts';
import { LegalPage } from './legal-page.tsx';

export default function PrivacyPage() {
  return <LegalPage document={privacyText} />;
}
