import { ROUTE_PATHS } from '@facturador/contracts';
import { AppBar, Box, Button, Container, Link, Stack, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { supportChatHref, supportEmailHref, useSupportContacts } from '@facturador/auth-api';
import { messages } from '../app/messages.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { PublicMenu } from './public-menu.tsx';

const publicLinks = [
  { to: ROUTE_PATHS.modules, label: messages.nav.modules },
  { to: ROUTE_PATHS.pricing, label: messages.nav.pricing },
  { to: ROUTE_PATHS.faq, label: messages.nav.faq },
  { to: ROUTE_PATHS.contact, label: messages.nav.contact },
];

const legalLinks = [
  { to: ROUTE_PATHS.terms, label: messages.footer.terms },
  { to: ROUTE_PATHS.privacy, label: messages.footer.privacy },
  { to: ROUTE_PATHS.cookies, label: messages.footer.cookies },
];

/** Public pages: header with the product and sign-in, footer with legal pages and support. */
export function DefaultLayout() {
  const support = useSupportContacts();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <PublicMenu links={publicLinks} />
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: { xs: 0, md: 2 } }}
          >
            {messages.productName}
          </Typography>
          <Box
            component="nav"
            aria-label="Principal"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, flexGrow: 1 }}
          >
            {publicLinks.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <ThemeToggle />
          <Button component={RouterLink} to="/login" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
            {messages.nav.signIn}
          </Button>
          <Button
            component={RouterLink}
            to="/register"
            variant="contained"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {messages.nav.signUp}
          </Button>
        </Toolbar>
      </AppBar>
      {/* At least a screen tall: the footer starts below the fold, so content arriving
          from the remote does not push it around (layout shift). */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4, mt: 4 }}>
        <Container>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
            <Stack component="nav" aria-label={messages.footer.legal} spacing={1}>
              <Typography variant="subtitle2" component="h2">
                {messages.footer.legal}
              </Typography>
              {legalLinks.map((link) => (
                <Link key={link.to} component={RouterLink} to={link.to} color="inherit">
                  {link.label}
                </Link>
              ))}
            </Stack>
            <Stack component="nav" aria-label={messages.footer.documents} spacing={1}>
              <Typography variant="subtitle2" component="h2">
                {messages.footer.documents}
              </Typography>
              <Link component={RouterLink} to={ROUTE_PATHS.documentLookup} color="inherit">
                {messages.footer.documentLookup}
              </Link>
            </Stack>
            {support && (
              <Stack spacing={1}>
                <Typography variant="subtitle2" component="h2">
                  {messages.footer.support}
                </Typography>
                <Link
                  href={supportEmailHref(support)}
                  color="inherit"
                  aria-label={`${messages.footer.supportEmail}: ${support.email}`}
                >
                  {support.email}
                </Link>
                <Link
                  href={supportChatHref(support)}
                  color="inherit"
                  aria-label={`${messages.footer.supportChat}: WhatsApp +${support.whatsapp}`}
                  rel="noopener"
                  target="_blank"
                >
                  WhatsApp +{support.whatsapp}
                </Link>
              </Stack>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            © {new Date().getFullYear()} {messages.productName}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
