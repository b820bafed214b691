import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { preferredCompany, rememberCompany } from '../../../shared/preferred-company.ts';
import { enabledTypes, otherCpeAgentQueryOptions } from '../../../shared/api/other-cpe-agent.ts';

/**
 * The company a «Retenciones y percepciones» page shows: the one its URL names (?empresa=), else
 * the one Comprobantes opened on; with the types its agent flags let it issue.
 */
export function useOtherCompany() {
  const [search, setSearch] = useSearchParams();
  const companies = useQuery(companiesQueryOptions());
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
