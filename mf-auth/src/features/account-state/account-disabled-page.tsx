import { useSearchParams } from 'react-router-dom';
import { AccountUnavailablePage } from './account-unavailable-page.tsx';

/** /account-disabled?email=…&reason=…&message=… (SPEC.md §2), open to everyone. */
export default function AccountDisabledPage() {
  const [query] = useSearchParams();
  const reason = query.get('reason') === 'account_deleted' ? 'account_deleted' : 'account_inactive';
  return <AccountUnavailablePage reason={reason} email={query.get('email')} message={query.get('message')} />;
}
