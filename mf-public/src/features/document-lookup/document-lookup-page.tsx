import { Container, Paper, Typography } from '@mui/material';
import { PageHeader } from '../../components/page-header.tsx';
import { LookupForm } from './lookup-form.tsx';
import { lookupMessages as m } from './messages.ts';

/** Consulta de comprobantes (issue 29): a buyer downloads what it received, no account needed. */
export default function DocumentLookupPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeader overline={m.overline} title={m.title}>
        {m.intro}
      </PageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LookupForm />
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {m.sunatNote}
      </Typography>
    </Container>
  );
}
