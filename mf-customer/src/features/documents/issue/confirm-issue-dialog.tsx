import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { documentsMessages } from '../messages.ts';
import type { IssueConfirmation } from './issue-confirmation.ts';

const messages = documentsMessages.confirm;
const identity = documentsMessages.form.identity;

/**
 * Asked before a document goes to SUNAT when it came from Enter in a field, or its total is 0.00
 * or unusual: what goes, to whom and for how much. «Revisar» has the focus, so a second Enter
 * does not send it.
 */
export function ConfirmIssueDialog({
  confirmation,
  onIssue,
  onReview,
}: {
  confirmation: IssueConfirmation;
  onIssue: () => void;
  onReview: () => void;
}) {
  const { input, total, warnings } = confirmation;
  const { customer } = input;
  const rows: [string, string][] = [
    [messages.type, `${documentsMessages.types[input.documentType]} ${input.series}`],
    [
      messages.customer,
      customer.documentType === '-'
        ? customer.name
        : `${identity[customer.documentType] ?? customer.documentType} ${customer.documentNumber} · ${customer.name}`,
    ],
    [messages.total, total],
  ];
  return (
    <Dialog
      open
      onClose={onReview}
      aria-labelledby="confirm-issue-title"
      aria-describedby="confirm-issue-intro"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="confirm-issue-title">{messages.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {warnings.map((warning) => (
            <Alert key={warning} severity="warning">
              {warning}
            </Alert>
          ))}
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: label === messages.total ? 700 : 400 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
          <Box id="confirm-issue-intro">{messages.intro}</Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReview} autoFocus>
          {messages.review}
        </Button>
        <Button variant="contained" onClick={onIssue}>
          {messages.issue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
