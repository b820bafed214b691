import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS, type DocumentDetail } from '@facturador/contracts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { useIssueDocument } from '../api/document-mutations.ts';
import { validateDocument } from '../api/validate-document.ts';
import { documentsMessages as messages } from '../messages.ts';
import { limaToday } from '../../../shared/lima-today.ts';
import { rememberCompany } from '../../../shared/preferred-company.ts';
import { clearIssueDraft } from './issue-draft.ts';
import { IssueForm } from './issue-form.tsx';
import { IssueResult } from './issue-result.tsx';
import { rememberSeries } from './remembered-series.ts';

/**
 * One key per form: a retry of the same form (a lost answer, a double click) answers the same
 * document. randomUUID exists only in secure contexts; a page served over plain http gets the
 * same 128 random bits from getRandomValues.
 */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');

/** /app/comprobantes/emitir */
export default function IssuePage() {
  const companies = useQuery(companiesQueryOptions());
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [formKey, setFormKey] = useState(0);
  const [issued, setIssued] = useState<{ companyId: string; document: DocumentDetail } | null>(null);
  // A document SUNAT rejected is done with too: it has its number, shown as SUNAT left it.
  const issue = useIssueDocument(idempotencyKey, (document, { companyId, input }) => {
    // Issued: the form it came from is done with (a reload opens an empty one).
    clearIssueDraft();
    rememberSeries(companyId, input.documentType, input.series);
    rememberCompany(companyId);
    setIssued({ companyId, document });
  });
  const active = companies.data?.filter((company) => company.isActive) ?? [];
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Typography variant="h4" component="h1">
        {messages.issueTitle}
      </Typography>
      {companies.isPending && <Skeleton variant="rounded" height={320} />}
      {companies.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void companies.refetch()}>{messages.retry}</Button>}
        >
          {messages.loadError}
        </Alert>
      )}
      {companies.data && active.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={ROUTE_PATHS.companies} color="inherit" size="small">
              {messages.setupLinks.companies}
            </Button>
          }
        >
          {messages.noCompanies}
        </Alert>
      )}
      {issued && (
        <IssueResult
          companyId={issued.companyId}
          issued={issued.document}
          onAnother={() => {
            setIssued(null);
            setIdempotencyKey(newKey());
            setFormKey((key) => key + 1);
          }}
        />
      )}
      {active.length > 0 && !issued && (
        <IssueForm
          key={formKey}
          companies={active}
          today={limaToday()}
          pending={issue.isPending}
          waitingForNetwork={issue.isPaused}
          onStartOver={() => {
            clearIssueDraft();
            setFormKey((key) => key + 1);
          }}
          onReview={validateDocument}
          onIssue={async (companyId, input) => {
            await issue.mutateAsync({ companyId, input });
          }}
        />
      )}
    </Stack>
  );
}
