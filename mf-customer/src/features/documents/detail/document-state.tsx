import { Alert, AlertTitle } from '@mui/material';
import type { DocumentDetail } from '@facturador/contracts';
import { SunatVerdict } from '../issue/issue-result.tsx';
import { documentsMessages } from '../messages.ts';

const m = documentsMessages.detail;

/**
 * The document's state as the first thing the page says. A voided document once had SUNAT's
 * acceptance, but «anulado» is what matters now: it must not read as a green «aceptado». A baja
 * on its way says the document still stands. Every other state is SUNAT's verdict.
 */
export function DocumentState({ document }: { document: DocumentDetail }) {
  if (document.status === 'voided')
    return (
      <Alert severity="error" data-state="voided">
        <AlertTitle>{m.voided(document.fullNumber)}</AlertTitle>
        {m.voidedText}
      </Alert>
    );
  if (document.status === 'voiding')
    return (
      <Alert severity="warning" data-state="voiding">
        <AlertTitle>{m.voiding(document.fullNumber)}</AlertTitle>
        {m.voidingText}
      </Alert>
    );
  return <SunatVerdict document={document} />;
}
