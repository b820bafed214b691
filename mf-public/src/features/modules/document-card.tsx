import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { DocumentType } from './document-types.ts';

export function DocumentCard({ document }: { document: DocumentType }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Chip
            label={document.code}
            color="primary"
            sx={{ fontWeight: 700 }}
            aria-label={`Código ${document.code}`}
          />
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {document.name}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {document.series}
        </Typography>
        <Box component="p" sx={{ m: 0 }}>
          {document.description}
        </Box>
      </CardContent>
    </Card>
  );
}
