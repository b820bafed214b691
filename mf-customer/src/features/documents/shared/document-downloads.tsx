import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { addToast, toastTitles } from '@facturador/auth-api';
import type { DocumentDetail } from '@facturador/contracts';
import { downloadDocumentFile, type DocumentFileKind } from '../api/document-files.ts';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.files;

/** XML always; CDR once SUNAT answered with one; PDF (the printed representation). */
export function DocumentDownloads({ companyId, document }: { companyId: string; document: DocumentDetail }) {
  const [busy, setBusy] = useState<DocumentFileKind | null>(null);
  const download = async (kind: DocumentFileKind) => {
    setBusy(kind);
    try {
      await downloadDocumentFile(companyId, document.id, document.fileName, kind);
    } catch (error) {
      addToast({ type: 'error', title: toastTitles.error, message: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };
  const kinds: DocumentFileKind[] = document.cdr ? ['pdf', 'xml', 'cdr'] : ['pdf', 'xml'];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {kinds.map((kind) => (
        <Button
          key={kind}
          // An id, so a press on the page the server sent is replayed once the app is up.
          id={`download-${kind}`}
          variant="outlined"
          size="small"
          disabled={busy !== null}
          onClick={() => void download(kind)}
        >
          {busy === kind ? messages.downloading : messages[kind]}
        </Button>
      ))}
    </Stack>
  );
}
