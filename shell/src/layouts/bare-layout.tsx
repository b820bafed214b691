import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { AccountModals } from '../modals/account-modals.tsx';

/** Pages of SPEC.md §2 with no layout (account-disabled and the account-state pages). */
export function BareLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <Outlet />
      {/* The account-state pages keep the support modal of a deleted or disabled account. */}
      <AccountModals only={['account-unavailable']} />
    </Box>
  );
}
