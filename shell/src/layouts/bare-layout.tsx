import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';

/** Pages of SPEC.md §2 with no layout (account-disabled and the account-state pages). */
export function BareLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
