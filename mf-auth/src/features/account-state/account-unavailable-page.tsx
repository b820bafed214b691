import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  AccountUnavailable,
  accountUnavailableTitle,
  type AccountUnavailableProps,
} from '@facturador/account-forms';

/** The account-state pages: the shell's modal shows the same panel over /app (SPEC.md §2). */
export function AccountUnavailablePage(props: AccountUnavailableProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {accountUnavailableTitle(props.reason)}
            </Typography>
            <AccountUnavailable {...props} />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
