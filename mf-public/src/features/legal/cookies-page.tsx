import { cookiesText } from './cookies-text.ts';
import { LegalPage } from './legal-page.tsx';

export default function CookiesPage() {
  return <LegalPage document={cookiesText} />;
}
