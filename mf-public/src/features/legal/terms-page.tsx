import { termsText } from './terms-text.ts';
import { LegalPage } from './legal-page.tsx';

export default function TermsPage() {
  return <LegalPage document={termsText} />;
}
