import { StateBadge } from '@facturador/account-forms';
import { BADGE_TONES, type DocumentEnvironment } from '@facturador/contracts';
import { sharedDocumentMessages } from './document-messages.ts';

const messages = sharedDocumentMessages.testDocument;

/**
 * «Prueba» beside a document issued in the test environment (issue 40): on the result, the
 * detail and the Listado, so that it never passes for a real one. Nothing for a real document.
 */
export function TestChip({ environment }: { environment: DocumentEnvironment }) {
  if (environment !== 'test') return null;
  return (
    <StateBadge
      colors={BADGE_TONES.pending}
      label={messages.chip}
      title={messages.title}
      data-environment="test"
    />
  );
}
