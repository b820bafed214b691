import { Box, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { messages } from '../app/messages.ts';

/**
 * Guest pages (sign-in, sign-up, password): one card, its logo leading home. The card hangs from
 * the top rather than sitting in the middle: the browser paints a prerendered page while it is
 * still parsing it, and a centred card moved up each time the parser added a line to it (the
 * layout shift Lighthouse measured on /login and /register, in some runs and not others).
 */
export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'start',
        p: 2,
        pt: { xs: 4, sm: 10 },
      }}
    >
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
