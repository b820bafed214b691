import { ROUTE_PATHS, type CompanySummary, type Series } from '@facturador/contracts';
import { companyPermissions } from '../companies/company/permissions.ts';

/** What still blocks issuing documents; each kind has its text and the page that fixes it. */
export type NextStepKind =
  | 'registerCompany'
  | 'certificateMissing'
  | 'certificateExpired'
  | 'certificateExpiring'
  | 'solCredentials'
  | 'series';

export interface NextStep {
  kind: NextStepKind;
  /** Where the step is done. */
  href: string;
  /** The company it concerns (absent for registerCompany). */
  company?: { publicId: string; name: string };
  /** certificateExpired / certificateExpiring: the certificate's end (ISO 8601). */
  notAfter?: string;
}

export interface NextStepsResult {
  steps: NextStep[];
  /** Some editable company's series are not known yet: "ready" cannot be claimed. */
  waitingForSeries: boolean;
  /** Companies whose steps the user may fix (owner or administrator, active). */
  editableCount: number;
}

/** The companies whose series the rule needs: those the user can configure. */
export function editableCompanies(companies: readonly CompanySummary[]): CompanySummary[] {
  return companies.filter((company) => company.isActive && companyPermissions(company.myRole).canEdit);
}

const companyPage = (publicId: string, tab: 'facturacion' | 'series') =>
  `${ROUTE_PATHS.companies}/${publicId}/${tab}`;

/**
 * The steps that block issuing, per company the user can edit (an employee cannot fix them, so
 * they are not theirs to do): a valid certificate (missing, expired or within the warning
 * window, as the server's `certificateWarning` says), the secondary SOL user and password, and
 * at least one active series. `seriesByCompany` holds each editable company's series once
 * loaded (undefined while unknown). With no company at all, the first step is registering one.
 */
export function computeNextSteps(
  companies: readonly CompanySummary[],
  seriesByCompany: Readonly<Record<string, readonly Series[] | undefined>>,
): NextStepsResult {
  if (companies.length === 0)
    return {
      steps: [{ kind: 'registerCompany', href: ROUTE_PATHS.companies }],
      waitingForSeries: false,
      editableCount: 0,
    };
  const editable = editableCompanies(companies);
  const steps: NextStep[] = [];
  let waitingForSeries = false;
  for (const company of editable) {
    const about = { publicId: company.publicId, name: company.tradeName ?? company.businessName };
    const billing = companyPage(company.publicId, 'facturacion');
    const { certificate, solUser, solPasswordSetAt } = company.credentials;
    if (!certificate) steps.push({ kind: 'certificateMissing', href: billing, company: about });
    else if (company.certificateWarning === 'expired')
      steps.push({
        kind: 'certificateExpired',
        href: billing,
        company: about,
        notAfter: certificate.notAfter,
      });
    else if (company.certificateWarning === 'expiring')
      steps.push({
        kind: 'certificateExpiring',
        href: billing,
        company: about,
        notAfter: certificate.notAfter,
      });
    if (!solUser || !solPasswordSetAt) steps.push({ kind: 'solCredentials', href: billing, company: about });
    const series = seriesByCompany[company.publicId];
    if (series === undefined) waitingForSeries = true;
    else if (!series.some((one) => one.isActive))
      steps.push({ kind: 'series', href: companyPage(company.publicId, 'series'), company: about });
  }
  return { steps, waitingForSeries, editableCount: editable.length };
}
