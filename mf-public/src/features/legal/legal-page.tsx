import { Box, Container, Typography } from '@mui/material';
import { PageHeader } from '../../components/page-header.tsx';
import type { LegalDocument } from './legal-document.ts';

/** Renders a legal text: one h1, a section and an h2 per clause. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader overline="Legal" title={document.title} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Última actualización: {document.updated}
      </Typography>
      {document.intro.map((paragraph) => (
        <Typography key={paragraph.slice(0, 32)} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      {document.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph.slice(0, 32)} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ pl: 3, my: 0 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item.slice(0, 32)} sx={{ mb: 1 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Container>
  );
}
