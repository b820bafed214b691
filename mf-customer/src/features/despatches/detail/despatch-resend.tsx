import { Alert, Button, Stack, Typography } from '@mui/material';
import type { DespatchDetail } from '@facturador/contracts';
import { useResendDespatch } from '../api/despatch-queries.ts';
import { despatchesMessages as messages } from '../messages.ts';

const m = messages.detail;

/**
 * What a person can do about a guía SUNAT did not take: resend it when SUNAT did not register it
 * (an exception: its number is still free), or learn that a rejected one cannot be (its number is
 * burned). Nothing for any other state.
 */
export function DespatchResend({ companyId, despatch }: { companyId: string; despatch: DespatchDetail }) {
  const resend = useResendDespatch(companyId, despatch.id);
  if (despatch.status === 'rejected')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {m.rejectedHint}
      </Typography>
    );
  if (despatch.status !== 'exception') return null;
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
      <Typography variant="body2">{m.resendHint}</Typography>
      <Button variant="contained" size="large" loading={resend.isPending} onClick={() => resend.mutate()}>
        {m.resend}
      </Button>
      {resend.isError && <Alert severity="error">{resend.error.message}</Alert>}
    </Stack>
  );
}
