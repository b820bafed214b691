import { useSupportContacts } from '@facturador/auth-api';
import { termsText } from './terms-text.ts';
import { LegalPage } from './legal-page.tsx';

export default function TermsPage() {
  const support = useSupportContacts();
  return <LegalPage document={termsText(support?.email ?? '…')} />;
}
