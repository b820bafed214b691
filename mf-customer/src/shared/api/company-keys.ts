/**
 * The companies' query keys other features share: the companies pages, the dashboard and
 * onboarding read or refresh the list; Emitir reads a company's series, the same cache as Mis
 * empresas' series tab. Everything sits under ['companies'], which the realtime event
 * companies_changed invalidates (a membership granted or removed elsewhere); the companies
 * feature's own factory (features/companies/api/company-keys.ts) adds a company's parts under
 * `detail(id)`.
 */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  series: (id: string) => [...companyKeys.detail(id), 'series'] as const,
};
