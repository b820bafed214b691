import { Alert, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { Company } from '@facturador/contracts';
import { messages } from '../../shared/messages.ts';
import { useAccountStatus, useSession } from '../../shared/use-session.ts';
import { listCompanies } from './list-companies.ts';

export default function DashboardPage() {
  const status = useAccountStatus();
  const name = useSession((state) => state.user?.fullName ?? '');
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const [failure, setFailure] = useState(false);

  useEffect(() => {
    let live = true;
    listCompanies().then(
      (list) => live && setCompanies(list),
      () => live && setFailure(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {messages.dashboard.title}
        </Typography>
        {name && <Typography color="text.secondary">{messages.dashboard.greeting(name)}</Typography>}
      </div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {messages.dashboard.status}:
        </Typography>
        <Chip
          label={status.badge}
          color={status.id === 'complete' ? 'success' : 'warning'}
          data-testid="dashboard-account-status"
        />
      </Stack>
      <section aria-labelledby="companies-heading">
        <Typography id="companies-heading" variant="h6" component="h2" gutterBottom>
          {messages.dashboard.companies}
        </Typography>
        {failure && <Alert severity="error">{messages.dashboard.loadError}</Alert>}
        {companies?.length === 0 && (
          <Typography color="text.secondary">{messages.dashboard.noCompanies}</Typography>
        )}
        <Grid container spacing={2}>
          {companies?.map((company) => (
            <Grid key={company.publicId} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {company.tradeName ?? company.businessName}
                  </Typography>
                  <Typography variant="body2">{company.businessName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {messages.dashboard.ruc} {company.ruc}
                  </Typography>
                  <Chip size="small" sx={{ mt: 1 }} label={messages.roles[company.role] ?? company.role} />
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>
    </Stack>
  );
}
