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
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { companiesQueryOptions } from '../../shared/api/companies-query.ts';
import { SectionStatus } from '../../shared/section-status.tsx';
import { dashboardMessages } from './messages.ts';
import { stepHint, stepTitle } from './next-step-text.ts';
import { computeNextSteps, type NextStep } from './next-steps.ts';

const messages = dashboardMessages.nextSteps;

/**
 * What still blocks issuing documents, and what each company in test lacks for production, each
 * step a link to where it is done. Computed from the checks the server answers with each company
 * (issue 40): the list follows every change the companies' query hears of.
 */
export function NextStepsSection() {
  const companies = useQuery(companiesQueryOptions());
  const result = companies.data ? computeNextSteps(companies.data) : null;
  const none = result && result.toIssue.length === 0 && result.toProduction.length === 0;

  return (
    <Card component="section" variant="outlined" aria-labelledby="next-steps-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="next-steps-heading" variant="h6" component="h2">
            {messages.title}
          </Typography>
          <SectionStatus
            isPending={companies.isPending}
            isError={companies.isError}
            loadingLabel={messages.loading}
            errorText={messages.loadError}
            onRetry={() => void companies.refetch()}
          />
          {result && result.toIssue.length > 0 && <StepList intro={messages.intro} steps={result.toIssue} />}
          {result && result.toProduction.length > 0 && (
            <StepList intro={messages.productionIntro} steps={result.toProduction} />
          )}
          {result && none && (
            <Alert severity={result.editableCount > 0 ? 'success' : 'info'}>
              {result.editableCount > 0 ? messages.ready : messages.onlyEmployee}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

const stepKey = (step: NextStep) =>
  step.kind === 'registerCompany'
    ? step.kind
    : `${step.kind === 'check' ? step.check.kind : step.kind}-${step.company.publicId}`;

function StepList({ intro, steps }: { intro: string; steps: readonly NextStep[] }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      <List disablePadding sx={{ mx: -2 }}>
        {steps.map((step) => (
          <ListItem key={stepKey(step)} disablePadding>
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
  );
}
