import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export default function HomePage() {
  return (
    <Container component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Typography variant="overline" color="primary">
          Facturación electrónica SUNAT
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          Emite facturas y boletas electrónicas sin complicaciones
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          Facturador envía tus comprobantes a SUNAT, guarda sus constancias de recepción y te avisa si algo
          necesita tu atención. Para emprendedores, contadores y empresas de todo el Perú.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" component={RouterLink} to="/register">
            Crear cuenta
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/precios">
            Ver precios
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
