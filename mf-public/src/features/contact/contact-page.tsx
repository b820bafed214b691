import { Box, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { supportChatHref, supportEmailHref, useSupportContacts } from '@facturador/auth-api';
import { PageHeader } from '../../components/page-header.tsx';
import { ContactForm } from './contact-form.tsx';

export default function ContactPage() {
  const support = useSupportContacts();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader overline="Contacto" title="Hablemos de tu facturación electrónica">
        ¿Dudas sobre los planes, la configuración con SUNAT o una migración desde otro sistema? Escríbenos y
        te respondemos en un día hábil.
      </PageHeader>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="escribenos">
          <Typography id="escribenos" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
            Escríbenos
          </Typography>
          <ContactForm />
        </Box>
        <Paper component="section" variant="outlined" aria-labelledby="soporte" sx={{ p: 3 }}>
          <Typography id="soporte" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
            Soporte directo
          </Typography>
          <Stack spacing={1.5} sx={{ minHeight: 120 }}>
            <Typography>Lunes a viernes de 9:00 a 18:00 (hora de Lima).</Typography>
            <Typography>
              Correo:{' '}
              {support ? (
                <Link href={supportEmailHref(support)} sx={{ fontWeight: 600 }}>
                  {support.email}
                </Link>
              ) : (
                '…'
              )}
            </Typography>
            <Typography>
              WhatsApp:{' '}
              {support ? (
                <Link href={supportChatHref(support)} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
                  +{support.whatsapp}
                </Link>
              ) : (
                '…'
              )}
            </Typography>
          </Stack>
        </Paper>
      </Box>
    </Container>
  );
}
