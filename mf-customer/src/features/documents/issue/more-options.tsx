import { Box, Button, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useFieldId } from '@facturador/forms';
import { documentsMessages } from '../messages.ts';
import type { IssueFormValues } from './issue-form-model.ts';

const messages = documentsMessages.form;

/** The fields «Más opciones» holds: an error at one of them opens it. */
const OPTION_FIELDS = ['payment', 'globalDiscount', 'detraction', 'operation', 'observations'] as const;

/** Some field behind «Más opciones» holds an error. */
export const hasOptionError = (errors: object): boolean => OPTION_FIELDS.some((field) => field in errors);

/** What behind «Más opciones» is not as a new form has it: the document carries it. */
function optionsUsed(values: IssueFormValues): string[] {
  const items = messages.moreOptionsItems;
  return [
    values.payment.method === 'Credito' && items.credit,
    values.globalDiscount.trim() !== '' && items.discount,
    values.documentType === '01' && values.detraction.enabled && items.detraction,
    values.operation.exportType !== '' && items.exportation,
    (values.operation.advance || values.operation.deductedAdvance !== '') && items.advance,
    values.observations.trim() !== '' && items.observations,
  ].filter((item) => item !== false);
}

/** Something behind «Más opciones» is in use (a restored draft): the form opens with it shown. */
export const optionsInUse = (values: IssueFormValues): boolean => optionsUsed(values).length > 0;

/**
 * What a sale at the counter rarely needs (forma de pago, descuento global, detracción,
 * observaciones): on a phone behind «Más opciones», from md up always open. Breakpoints in CSS,
 * not in script, so the server's HTML is right at every width (decision 39). Closed, the fields
 * stay mounted: they are still checked, and an error there opens it (the form's onInvalid).
 */
export function MoreOptions({
  open,
  onToggle,
  values,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  /** The form's values: closed, it says what it holds that is in use. */
  values: IssueFormValues;
  children: ReactNode;
}) {
  const buttonId = useFieldId('more-options');
  const contentId = useId();
  const hintId = useId();
  const used = optionsUsed(values);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: open ? 2 : 0 }}>
        <Button
          id={buttonId}
          fullWidth
          aria-expanded={open}
          aria-controls={contentId}
          aria-describedby={open ? undefined : hintId}
          onClick={onToggle}
          sx={{ justifyContent: 'space-between' }}
          endIcon={<span aria-hidden="true">{open ? '▴' : '▾'}</span>}
        >
          {messages.moreOptions}
        </Button>
        {!open && (
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {used.length > 0 ? messages.moreOptionsInUse(used) : messages.moreOptionsHint}
          </Typography>
        )}
      </Box>
      <Box id={contentId} sx={{ display: { xs: open ? 'block' : 'none', md: 'block' } }}>
        {children}
      </Box>
    </Paper>
  );
}
