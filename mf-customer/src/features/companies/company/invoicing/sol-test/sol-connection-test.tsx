import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  solTestMessages as m,
  SUNAT_PRODUCTION_CHANNEL,
  type Company,
  type ProductionCheckOf,
  type SolTest,
} from '@facturador/contracts';
import { useSolTest } from '../../../api/company-mutations.ts';
import { providersQueryOptions } from '../../../api/company-queries.ts';

const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the test goes: SUNAT production, or the OSE the company chose (its name). */
function useChannelName(company: Company): string {
  const providers = useQuery({ ...providersQueryOptions(), enabled: company.sendingChannel !== 'SUNAT' });
  if (company.sendingChannel === 'SUNAT') return SUNAT_PRODUCTION_CHANNEL;
  return (
    providers.data?.find((provider) => provider.id === company.providerId)?.name ?? SUNAT_PRODUCTION_CHANNEL
  );
}

/**
 * «Probar conexión» (issue 40 item 3): the saved SOL user and password tried where the real
 * documents go. The answer stays on screen: a success, or what SUNAT refused with the steps that
 * fix it. Before any test in this visit, the last one kept for these credentials is shown.
 */
export function SolConnectionTest({ company }: { company: Company }) {
  const test = useSolTest(company.publicId);
  const channel = useChannelName(company);
  const sol = company.production.checks.find(
    (check): check is ProductionCheckOf<'sol'> => check.kind === 'sol',
  );
  const result: SolTest | null = test.data?.data ?? sol?.lastTest ?? null;
  const shownChannel = test.data?.data.channel ?? channel;
  const titleId = `sol-test-${company.publicId}`;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {m.intro(channel)}
      </Typography>
      <Stack direction="row">
        <Button variant="outlined" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? m.testing : m.button}
        </Button>
      </Stack>
      {!result && !test.isPending && (
        <Typography variant="body2" color="text.secondary">
          {m.never}
        </Typography>
      )}
      {test.isError && <Alert severity="error">{test.error.message}</Alert>}
      {/* An alert: the answer of the button just pressed is announced. */}
      {result && !test.isPending && (
        <Alert severity={result.outcome === 'ok' ? 'success' : 'error'} aria-labelledby={titleId}>
          <AlertTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {m.outcomes[result.outcome].title(result.code, shownChannel)}
          </AlertTitle>
          {result.sunatMessage && <Typography variant="body2">{result.sunatMessage}</Typography>}
          {m.outcomes[result.outcome].steps.length > 0 && (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                {m.stepsLabel}
              </Typography>
              <Typography component="ol" variant="body2" sx={{ pl: 3, my: 0 }}>
                {m.outcomes[result.outcome].steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </Typography>
            </>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {result.okAt
              ? m.lastOk(date.format(new Date(result.okAt)))
              : m.lastFailed(date.format(new Date(result.testedAt)))}
          </Typography>
        </Alert>
      )}
    </Stack>
  );
}
