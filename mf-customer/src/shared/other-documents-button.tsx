import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { enabledTypes, otherCpeAgentQueryOptions } from './api/other-cpe-agent.ts';
import { otherListPath } from './document-paths.ts';
import { sharedDocumentMessages } from './document-messages.ts';

/** Comprobantes' «Retenciones y percepciones», only for a company that is an agent of either. */
export function OtherDocumentsButton({ companyId }: { companyId: string }) {
  const agent = useQuery(otherCpeAgentQueryOptions(companyId));
  if (enabledTypes(agent.data).length === 0) return null;
  return (
    <Button variant="outlined" component={RouterLink} to={otherListPath(companyId)}>
      {sharedDocumentMessages.otherDocuments.open}
    </Button>
  );
}
