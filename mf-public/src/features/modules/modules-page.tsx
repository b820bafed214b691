import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/page-header.tsx';
import { DocumentCard } from './document-card.tsx';
import { documentTypes, summaries } from './document-types.ts';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
};

export default function ModulesPage() {
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader overline="Módulos" title="Todos los comprobantes electrónicos de SUNAT en un solo lugar">
        Emite cada tipo de documento del catálogo 01 de SUNAT con series de 4 caracteres y correlativos de
        hasta 8 dígitos. Un número rechazado nunca se vuelve a usar: Facturador lleva la numeración por ti.
      </PageHeader>
      <Box component="section" aria-labelledby="comprobantes">
        <Typography id="comprobantes" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          Comprobantes de pago y documentos
        </Typography>
        <Box sx={grid}>
          {documentTypes.map((document) => (
            <DocumentCard key={document.code} document={document} />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="resumenes" sx={{ mt: 6 }}>
        <Typography id="resumenes" variant="h4" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          Resúmenes y comunicaciones
        </Typography>
        <Box sx={grid}>
          {summaries.map((document) => (
            <DocumentCard key={document.code} document={document} />
          ))}
        </Box>
      </Box>
      <Box sx={{ mt: 6, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" component={RouterLink} to="/register">
          Crear cuenta gratis
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to="/precios">
          Ver planes y precios
        </Button>
      </Box>
    </Container>
  );
}
