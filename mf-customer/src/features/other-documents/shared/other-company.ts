import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { issuingCompaniesQueryOptions } from '../../documents/api/document-queries.ts';
import { preferredCompany, rememberCompany } from '../../documents/shared/preferred-company.ts';
import { enabledTypes, otherCpeAgentQueryOptions } from '../api/other-document-queries.ts';

export const otherDetailPath = (companyId: string, documentId: string) =>
  `${ROUTE_PATHS.otherDocuments}/${companyId}/${documentId}`;
export const otherIssuePath = (companyId: string) =>
  `${ROUTE_PATHS.otherDocumentsIssue}?empresa=${companyId}`;
export const otherListPath = (companyId: string) => `${ROUTE_PATHS.otherDocuments}?empresa=${companyId}`;
/** Where a company says which agent it is (Facturación electrónica). */
export const agentSettingsPath = (companyId: string) => `${ROUTE_PATHS.companies}/${companyId}/facturacion`;

/**
 * The company a «Retenciones y percepciones» page shows: the one its URL names (?empresa=), else
 * the one Comprobantes opened on; with the types its agent flags let it issue.
 */
export function useOtherCompany() {
  const [search, setSearch] = useSearchParams();
  const companies = useQuery(issuingCompaniesQueryOptions());
  const named = search.get('empresa') ?? '';
  const company =
    companies.data?.find((item) => item.publicId === named) ??
    (companies.data ? preferredCompany(companies.data) : undefined);
  const companyId = company?.publicId ?? '';
  const agent = useQuery(otherCpeAgentQueryOptions(companyId));
  return {
    companies,
    company,
    companyId,
    agent,
    types: enabledTypes(agent.data),
    choose: (next: string) => {
      rememberCompany(next);
      setSearch({ empresa: next }, { replace: true });
    },
  };
}
