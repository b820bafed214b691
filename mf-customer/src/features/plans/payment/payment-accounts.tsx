import { Box, Typography } from '@mui/material';
import { usePublicSettings } from '@facturador/auth-api';
import { plansMessages } from '../messages.ts';

const messages = plansMessages.payment;

/** The bank account and Yape number the administrators set (Configuración del sistema); nothing when unset. */
export function PaymentAccounts() {
  const data = usePublicSettings()?.paymentInstructions;
  if (!data) return null;
  const lines = [
    data.bankName && messages.bank(data.bankName, data.accountHolder),
    data.accountNumber && messages.accountNumber(data.accountNumber),
    data.cci && messages.cci(data.cci),
    data.yapePhone && messages.yape(data.yapePhone, data.yapeHolder),
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label={messages.accountsTitle}>
      <Typography variant="subtitle2" component="h3">
        {messages.accountsTitle}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
