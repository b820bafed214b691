import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { GridList } from '../../components/grid-list.tsx';
import { Link as RouterLink } from 'react-router-dom';
import { audiences, highlights, modules } from './home-content.ts';

const sectionTitle = { mb: 3, fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.125rem' } };

export default function HomePage() {
  return (
    <>
      <Container component="section" aria-labelledby="inicio" sx={{ py: { xs: 6, md: 10 } }}>
        <Stack spacing={3} sx={{ maxWidth: 760 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            Facturación electrónica SUNAT
          </Typography>
          <Typography
            id="inicio"
            variant="h3"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}
          >
            Emite facturas y boletas electrónicas sin complicaciones
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
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

      <Box
        component="section"
        aria-labelledby="para-quien"
        sx={{ bgcolor: 'action.hover', py: { xs: 6, md: 8 } }}
      >
        <Container>
          <Typography id="para-quien" variant="h4" component="h2" sx={sectionTitle}>
            Hecho para quienes facturan en el Perú
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {audiences.map((audience) => (
              <Box key={audience.title}>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {audience.title}
                </Typography>
                <Typography color="text.secondary">{audience.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container component="section" aria-labelledby="modulos" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="modulos" variant="h4" component="h2" sx={sectionTitle}>
          Todos tus comprobantes, un solo sistema
        </Typography>
        <GridList columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }}>
          {modules.map((module) => (
            <Card component="li" key={module.code} variant="outlined">
              <CardContent>
                <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
                  {module.code}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{module.name}</Typography>
              </CardContent>
            </Card>
          ))}
        </GridList>
        <Button component={RouterLink} to="/modulos" sx={{ mt: 2 }}>
          Ver todos los módulos
        </Button>
      </Container>

      <Box
        component="section"
        aria-labelledby="ventajas"
        sx={{ bgcolor: 'action.hover', py: { xs: 6, md: 8 } }}
      >
        <Container>
          <Typography id="ventajas" variant="h4" component="h2" sx={sectionTitle}>
            Por qué Facturador
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {highlights.map((item) => (
              <Box key={item.title}>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {item.title}
                </Typography>
                <Typography color="text.secondary">{item.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container component="section" aria-labelledby="planes" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="planes" variant="h4" component="h2" sx={sectionTitle}>
          Planes desde S/ 59 al mes
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 3 }}>
          Desde 200 documentos al mes para emprendedores hasta 1500 para empresas con varias razones sociales.
          Precios en soles con IGV incluido, sin contratos de permanencia y con paquetes de tokens si
          necesitas más.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" component={RouterLink} to="/register">
            Empieza ahora
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/planes">
            Comparar planes
          </Button>
        </Box>
      </Container>
    </>
  );
}
