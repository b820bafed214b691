import { Stack, Typography } from '@mui/material';
import {
  CURRENCY_SYMBOLS,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  type DocumentDetail,
} from '@facturador/contracts';
import { affectationOf, unitNameOf } from '@facturador/einvoice/calc';
import { documentsMessages } from '../messages.ts';

const m = documentsMessages.detail;

/**
 * The lines as the printed document shows them: the unit price the buyer was told (with taxes),
 * the unit by its name, the afectación by what it means, the amount charged.
 */
export function DocumentLines({ document }: { document: DocumentDetail }) {
  const symbol = CURRENCY_SYMBOLS[document.currency];
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
      {document.lines.map((line, index) => (
        <li key={index}>
          <Typography variant="body2">{line.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${formatQuantity(line.quantity)} ${unitNameOf(line.unitCode, line.quantity)} × ${symbol} ${formatUnitPrice(line.unitPrice)}`}
            {` · ${m.affectations[affectationOf(line.affectation).group]}`}
            {` · ${m.lineAmount} ${formatMoney(symbol, line.amount)}`}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
