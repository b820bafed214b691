import { Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addToast, toastTitles } from '@facturador/auth-api';
import type { DocumentDetail, PrintedFormat } from '@facturador/contracts';
import { useRenderedOnServer } from '@facturador/forms';
import { downloadDocumentFile, fetchPrintedPdf } from '../api/document-files.ts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { documentsMessages } from '../messages.ts';
import { consultaLink, reachesBuyer, whatsappLink } from './buyer-links.ts';
import { DocumentEmailDialog } from './email-dialog.tsx';
import { printPdf } from './print-pdf.ts';

const messages = documentsMessages.delivery;

type Busy = PrintedFormat | 'xml' | 'cdr' | null;

/** On a phone the buttons fill their rows: a wide target for a thumb, and tidy rows. */
const GROW_ON_PHONE = { flexGrow: { xs: 1, sm: 0 } } as const;

/** Still on its way to SUNAT: it can be printed, and sent to the buyer once accepted. */
const ON_ITS_WAY = new Set<DocumentDetail['status']>(['signed', 'sent', 'exception']);

/**
 * How a document leaves, after Emitir and on its detail (issue 39): printed as the 80 mm ticket
 * or as the A4 PDF, the company's choice first; to the buyer by WhatsApp, by e-mail or as the
 * link of its public Consulta; the XML and the CDR for the accountant behind «Más». Buttons carry
 * ids, so a press on the page the server sent is replayed once the app is up.
 */
export function DocumentDelivery({ companyId, document }: { companyId: string; document: DocumentDetail }) {
  const companies = useQuery(companiesQueryOptions());
  const company = companies.data?.find((candidate) => candidate.publicId === companyId);
  // The server does not know this site's address: the links wait for the browser.
  const onServer = useRenderedOnServer();
  const [busy, setBusy] = useState<Busy>(null);
  const [emailing, setEmailing] = useState(false);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);

  // Synchronous up to the request, so a tab a phone needs is opened within the tap itself.
  const run = async (what: Busy, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      addToast({ type: 'error', title: toastTitles.error, message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  const formats: Record<PrintedFormat, { id: string; label: string; act: () => Promise<void> }> = {
    ticket: {
      id: 'print-ticket',
      label: messages.printTicket,
      act: () =>
        printPdf(() => fetchPrintedPdf(companyId, document.id, 'ticket'), {
          fileName: `${document.fileName}-ticket.pdf`,
          waiting: messages.preparingTicket,
        }),
    },
    a4: {
      id: 'download-pdf',
      label: messages.pdfA4,
      act: () => downloadDocumentFile(companyId, document.id, document.fileName, 'pdf'),
    },
  };
  const order: PrintedFormat[] = company?.printFormat === 'ticket' ? ['ticket', 'a4'] : ['a4', 'ticket'];
  const files = document.cdr ? (['xml', 'cdr'] as const) : (['xml'] as const);

  const link = company && !onServer ? consultaLink(window.location.origin, document, company.ruc) : null;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link!);
      addToast({ type: 'success', title: messages.linkCopied, message: messages.linkCopiedText });
    } catch {
      addToast({ type: 'error', title: toastTitles.error, message: messages.copyFailed });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {order.map((format, index) => (
          <Button
            key={format}
            id={formats[format].id}
            variant={index === 0 ? 'contained' : 'outlined'}
            sx={GROW_ON_PHONE}
            disabled={busy !== null}
            onClick={() => void run(format, formats[format].act)}
          >
            {busy === format ? messages.preparing : formats[format].label}
          </Button>
        ))}
        <Button
          id="more-files"
          aria-label={messages.moreLabel(files.map((kind) => documentsMessages.files[kind]))}
          aria-haspopup="menu"
          aria-controls={moreAnchor ? 'more-files-menu' : undefined}
          aria-expanded={moreAnchor ? 'true' : undefined}
          disabled={busy !== null}
          onClick={(event) => setMoreAnchor(event.currentTarget)}
        >
          {busy === 'xml' || busy === 'cdr' ? documentsMessages.files.downloading : messages.more}
        </Button>
        <Menu
          id="more-files-menu"
          anchorEl={moreAnchor}
          open={moreAnchor !== null}
          onClose={() => setMoreAnchor(null)}
        >
          {files.map((kind) => (
            <MenuItem
              key={kind}
              onClick={() => {
                setMoreAnchor(null);
                void run(kind, () => downloadDocumentFile(companyId, document.id, document.fileName, kind));
              }}
            >
              {documentsMessages.files[kind]}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      {reachesBuyer(document) ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', '& > .MuiButton-root': GROW_ON_PHONE }}
        >
          <Button
            id="share-whatsapp"
            variant="outlined"
            disabled={!link || !company}
            {...(link && company
              ? { href: whatsappLink(document, company, link), target: '_blank', rel: 'noopener noreferrer' }
              : {})}
          >
            {messages.whatsapp}
          </Button>
          <Button id="email-document" variant="outlined" onClick={() => setEmailing(true)}>
            {messages.email}
          </Button>
          <Button id="copy-consulta-link" variant="outlined" disabled={!link} onClick={() => void copyLink()}>
            {messages.copyLink}
          </Button>
        </Stack>
      ) : (
        ON_ITS_WAY.has(document.status) && (
          <Typography variant="body2" color="text.secondary">
            {messages.notYet}
          </Typography>
        )
      )}
      {emailing && (
        <DocumentEmailDialog companyId={companyId} document={document} onClose={() => setEmailing(false)} />
      )}
    </Stack>
  );
}
