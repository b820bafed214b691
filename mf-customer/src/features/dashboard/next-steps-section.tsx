import {
  Alert,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { companiesQueryOptions, seriesQueryOptions } from '../companies/api/companies-query.ts';
import { formatDate } from '../plans/format.ts';
import { SectionStatus } from '../plans/section-status.tsx';
import { dashboardMessages } from './messages.ts';
import { computeNextSteps, editableCompanies, type NextStep } from './next-steps.ts';

const messages = dashboardMessages.nextSteps;

/**
 * What still blocks issuing documents, each step a link to where it is fixed. Series are read
 * only for the companies the user can edit (the others are not theirs to configure).
 */
export function NextStepsSection() {
  const companies = useQuery(companiesQueryOptions());
  const editable = editableCompanies(companies.data ?? []);
  const series = useQueries({
    queries: editable.map((company) => seriesQueryOptions(company.publicId)),
  });
  const seriesByCompany = Object.fromEntries(
    editable.map((company, index) => [company.publicId, series[index]?.data]),
  );
  const failed = series.filter((query) => query.isError);
  const computed = companies.data ? computeNextSteps(companies.data, seriesByCompany) : null;
  // Steps show once every series is known: a partial list would grow under the reader's eyes.
  const result = computed?.waitingForSeries ? null : computed;

  return (
    <Card component="section" variant="outlined" aria-labelledby="next-steps-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="next-steps-heading" variant="h6" component="h2">
            {messages.title}
          </Typography>
          <SectionStatus
            isPending={companies.isPending || (computed?.waitingForSeries === true && failed.length === 0)}
            isError={companies.isError || failed.length > 0}
            loadingLabel={messages.loading}
            errorText={messages.loadError}
            onRetry={() => {
              if (companies.isError) void companies.refetch();
              failed.forEach((query) => void query.refetch());
            }}
          />
          {result && result.steps.length > 0 && (
            <>
              <Typography variant="body2" color="text.secondary">
                {messages.intro}
              </Typography>
              <List disablePadding sx={{ mx: -2 }}>
                {result.steps.map((step) => (
                  <ListItem key={`${step.kind}-${step.company?.publicId ?? ''}`} disablePadding>
                    <ListItemButton component={Link} to={step.href}>
                      <ListItemText
                        primary={stepTitle(step)}
                        secondary={stepHint(step)}
                        slotProps={{
                          // Link-coloured, so each step reads as somewhere to go.
                          primary: { color: 'primary', sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                        }}
                      />
                      <Typography aria-hidden color="primary" sx={{ fontSize: '1.5rem', pl: 1 }}>
                        ›
                      </Typography>
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {result && result.steps.length === 0 && (
            <Alert severity={result.editableCount > 0 ? 'success' : 'info'}>
              {result.editableCount > 0 ? messages.ready : messages.onlyEmployee}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function stepTitle(step: NextStep): string {
  const company = step.company?.name ?? '';
  switch (step.kind) {
    case 'registerCompany':
      return messages.registerCompany.title;
    case 'certificateMissing':
      return messages.certificateMissing.title(company);
    case 'certificateExpired':
      return messages.certificateExpired.title(company);
    case 'certificateExpiring':
      return messages.certificateExpiring.title(company);
    case 'solCredentials':
      return messages.solCredentials.title(company);
    case 'series':
      return messages.series.title(company);
  }
}

function stepHint(step: NextStep): string {
  const date = step.notAfter ? formatDate(step.notAfter) : '';
  switch (step.kind) {
    case 'registerCompany':
      return messages.registerCompany.hint;
    case 'certificateMissing':
      return messages.certificateMissing.hint;
    case 'certificateExpired':
      return messages.certificateExpired.hint(date);
    case 'certificateExpiring':
      return messages.certificateExpiring.hint(date);
    case 'solCredentials':
      return messages.solCredentials.hint;
    case 'series':
      return messages.series.hint;
  }
}
