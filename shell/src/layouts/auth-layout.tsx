import { Box, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { messages } from '../app/messages.ts';

/** Guest pages (sign-in, sign-up, password): one centred card, its logo leading home. */
export function AuthLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }} variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography
            component={RouterLink}
            to="/"
            aria-label={messages.productHome}
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, display: 'block', mb: 2 }}
          >
            {messages.productName}
          </Typography>
          <Outlet />
        </CardContent>
      </Card>
    </Box>
  );
}
