import { Alert, Typography } from '@mui/material';
import { isApiError } from '@facturador/auth-api';
import type { RucTaxpayer } from '@facturador/contracts';
import { messages as appMessages } from '../messages.ts';

const messages = appMessages.rucLookup;

export interface RucLookupState {
  enabled: boolean;
  isFetching: boolean;
  found: RucTaxpayer | undefined;
  error: Error | null;
  /** False when the padrón's data was found but left the person's own text in place. */
  filled?: boolean;
}

/**
 * What the padrón said about the RUC typed: searching, filled from it, not there (the server's
 * words, or `notInPadron` where the form has more to say), or a warning when SUNAT would refuse
 * facturas to the taxpayer. Not tied to the RUC field's description: that one keeps its own
 * hint. Never blocks the form.
 */
export function RucLookupNotice({ lookup, notInPadron }: { lookup: RucLookupState; notInPadron?: string }) {
  if (!lookup.enabled) return null;
  const status = (text: string) => (
    <Typography role="status" variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
  if (lookup.isFetching && !lookup.found) return status(messages.searching);
  if (lookup.found?.warning)
    return (
      <Alert severity="warning" role="alert">
        {lookup.found.warning}
      </Alert>
    );
  if (lookup.found) {
    const { state, condition } = lookup.found;
    return status(
      lookup.filled === false ? messages.found(state, condition) : messages.filled(state, condition),
    );
  }
  if (notInPadron && isNotInPadron(lookup.error))
    return (
      <Alert severity="info" role="status">
        {notInPadron}
      </Alert>
    );
  if (lookup.error) return status(lookup.error.message || messages.failed);
  return null;
}

/** GET /ruc/:ruc answers 404 NOT_FOUND for a RUC the padrón loaded does not list. */
export const isNotInPadron = (error: Error | null): boolean =>
  isApiError(error) && error.code === 'NOT_FOUND';
