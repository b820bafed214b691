import { Alert, AlertTitle, Box, Button, Link, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { getRuntimeConfig, isApiError } from '@facturador/auth-api';
import { documentDeliveryMessages, documentLookupRequestSchema } from '@facturador/contracts';
import {
  applyServerErrors,
  decimalInput,
  FormTextField,
  numericInput,
  useContractForm,
} from '@facturador/forms';
import { lookupDocument } from './api/lookup-document.ts';
import { lookupMessages as m } from './messages.ts';

type Found = Awaited<ReturnType<typeof lookupDocument>>['data'];

const EMPTY = { ruc: '', documentType: '01' as const, series: '', number: '', issueDate: '', total: '' };
type LookupFields = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as (keyof LookupFields)[];

/**
 * The six fields from the link a seller shares (WhatsApp, «Copiar enlace»: contracts'
 * documentLookupUrl), so the buyer who follows it sees the document without typing anything.
 */
function fieldsFromLink(): { fields: LookupFields; complete: boolean } {
  if (typeof window === 'undefined') return { fields: EMPTY, complete: false };
  const params = new URLSearchParams(window.location.search);
  const fields = { ...EMPTY };
  for (const name of FIELDS) {
    const value = params.get(name);
    if (value) Object.assign(fields, { [name]: value });
  }
  return { fields, complete: FIELDS.every((name) => params.get(name)) };
}

/** An API path of the answer as a link the browser follows (the API is on its own origin). */
const apiLink = (path: string) => `${getRuntimeConfig()?.apiBaseUrl ?? ''}${path}`;

/**
 * The six fields printed on every document, checked with the API's own schema. The answer is
 * the same whether the document does not exist or one field does not match (nothing can be
 * guessed from it); a found document gives links that expire.
 */
export function LookupForm() {
  const [link] = useState(fieldsFromLink);
  const form = useContractForm(documentLookupRequestSchema, link.fields);
  const [found, setFound] = useState<Found | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (query) => {
    setFound(null);
    setFailure(null);
    try {
      setFound((await lookupDocument(query)).data);
    } catch (error) {
      if (applyServerErrors(form, error) === null) return;
      setFailure(isApiError(error) ? (error.serverMessage ?? error.message) : m.unanswered);
    }
  });

  // A complete link asks at once, as if the buyer had pressed «Consultar».
  useEffect(() => {
    if (link.complete) void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link it was opened with
  }, []);

  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={m.formLabel}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            form={form}
            name="ruc"
            id="consulta-ruc"
            label={m.ruc}
            required
            slotProps={numericInput}
            parse={(text) => text.replace(/\D/g, '').slice(0, 11)}
          />
          <Controller
            control={form.control}
            name="documentType"
            render={({ field }) => (
              <TextField select id="consulta-type" label={m.type} required {...field}>
                {Object.entries(m.types).map(([code, label]) => (
                  <MenuItem key={code} value={code}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            form={form}
            name="series"
            id="consulta-series"
            label={m.series}
            required
            helperText={m.seriesHelp}
            parse={(text) => text.toUpperCase().slice(0, 4)}
          />
          <FormTextField
            form={form}
            name="number"
            id="consulta-number"
            label={m.number}
            required
            slotProps={numericInput}
            parse={(text) => text.replace(/\D/g, '').slice(0, 8)}
          />
          <FormTextField
            form={form}
            name="issueDate"
            id="consulta-date"
            label={m.issueDate}
            required
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            form={form}
            name="total"
            id="consulta-total"
            label={m.total}
            required
            helperText={m.totalHelp}
            slotProps={decimalInput}
            // The PDF prints 1,180.00: the thousands comma is not part of the amount.
            parse={(text) => text.replace(/,/g, '')}
          />
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? m.searching : m.search}
        </Button>
      </Box>
      <div aria-live="polite">
        {failure && <Alert severity="error">{failure}</Alert>}
        {found && (
          // A test document is found, never served as valid (issue 40): the server's words say
          // so instead of «Encontramos», and its PDF carries the PRUEBA mark.
          <Alert
            severity={found.environment === 'test' ? 'warning' : 'success'}
            data-environment={found.environment}
          >
            {found.environment === 'test' ? (
              <>
                <AlertTitle>{m.testTitle(found.fullNumber)}</AlertTitle>
                {documentDeliveryMessages.lookupTest}
              </>
            ) : (
              m.found(found.fullNumber)
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
              <Link href={apiLink(found.pdfUrl)} download sx={{ fontWeight: 600 }}>
                {m.pdf}
              </Link>
              <Link href={apiLink(found.ticketPdfUrl)} download sx={{ fontWeight: 600 }}>
                {m.ticket}
              </Link>
              <Link href={apiLink(found.xmlUrl)} download sx={{ fontWeight: 600 }}>
                {m.xml}
              </Link>
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
