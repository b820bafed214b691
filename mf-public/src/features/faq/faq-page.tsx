import { Accordion, AccordionDetails, AccordionSummary, Box, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/page-header.tsx';
import { questionGroups } from './questions.ts';

function ExpandIcon() {
  return (
    <Box component="span" aria-hidden="true" sx={{ fontSize: 20, lineHeight: 1 }}>
      ▾
    </Box>
  );
}

export default function FaqPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader overline="Ayuda" title="Preguntas frecuentes">
        Lo que más nos preguntan sobre la facturación electrónica con SUNAT, la configuración de tu empresa y
        nuestros planes.
      </PageHeader>
      {questionGroups.map((group) => (
        <Box component="section" key={group.title} aria-label={group.title} sx={{ mb: 5 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
            {group.title}
          </Typography>
          {group.questions.map((item) => (
            <Accordion
              key={item.id}
              disableGutters
              variant="outlined"
              slotProps={{ heading: { component: 'h3' } }}
            >
              <AccordionSummary
                expandIcon={<ExpandIcon />}
                aria-controls={`${item.id}-respuesta`}
                id={`${item.id}-pregunta`}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`${item.id}-respuesta`}>
                {item.answer.map((paragraph) => (
                  <Typography key={paragraph.slice(0, 24)} sx={{ mb: 1.5 }}>
                    {paragraph}
                  </Typography>
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
      <Typography>
        ¿No encontraste tu respuesta?{' '}
        <Box component={RouterLink} to="/contacto" sx={{ color: 'primary.main', fontWeight: 600 }}>
          Escríbenos
        </Box>
        .
      </Typography>
    </Container>
  );
}
