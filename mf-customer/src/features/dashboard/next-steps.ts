import {
  companyProductionPath,
  ROUTE_PATHS,
  type CompanySummary,
  type ProductionCheck,
} from '@facturador/contracts';
import { companyPermissions } from '../../shared/company-permissions.ts';

interface AboutCompany {
  publicId: string;
  name: string;
}

/** One step, with the page that does it. */
export type NextStep =
  | { kind: 'registerCompany'; href: string }
  /** A «Pasar a producción» check that fails (the server computed it with the company). */
  | { kind: 'check'; check: ProductionCheck; company: AboutCompany; href: string }
  /** The company's own certificate ends within the warning window: not failing yet. */
  | { kind: 'certificateExpiring'; company: AboutCompany; href: string; notAfter: string }
  /** A company in test whose every check holds: only the switch is left. */
  | { kind: 'productionReady'; company: AboutCompany; href: string };

export interface NextStepsResult {
  /** What blocks issuing: no company yet, or what a company in production lacks. */
  toIssue: NextStep[];
  /**
   * What companies in test lack for production. Nothing blocks their test documents (Facturador
   * signs, SUNAT's beta takes its public user), so these are not said as if issuing were blocked.
   */
  toProduction: NextStep[];
  /** Companies whose steps the user may fix (owner or administrator, active). */
  editableCount: number;
}

/** The companies whose steps are the user's: those they can configure. */
export function editableCompanies(companies: readonly CompanySummary[]): CompanySummary[] {
  return companies.filter((company) => company.isActive && companyPermissions(company.myRole).canEdit);
}

const companyPage = (publicId: string, tab: 'facturacion' | 'series') =>
  `${ROUTE_PATHS.companies}/${publicId}/${tab}`;

/** Where a failing check is fixed: the RUC's standing is SUNAT's, so its step opens the checklist. */
function fixPath(check: ProductionCheck, publicId: string): string {
  switch (check.kind) {
    case 'ruc':
      return companyProductionPath(publicId);
    case 'series':
      return companyPage(publicId, 'series');
    default:
      return companyPage(publicId, 'facturacion');
  }
}

/**
 * A company in production still needs every check to issue, except a SOL user nobody has
 * tested yet (companies that switched before «Probar conexión» existed send as before).
 */
const blocksIssuing = (check: ProductionCheck) => !(check.kind === 'sol' && check.problem === 'untested');

/**
 * The dashboard's «Próximos pasos», from the checks the server answers with each company
 * (`production`, the same ones «Pasar a producción» verifies), so they are never out of date. Per
 * company the user can edit (an employee cannot fix them): a company in production lists what
 * blocks issuing; one in test, what it lacks for production, or that it is ready to switch.
 * An own certificate about to expire is said for both. With no company at all, the first step
 * is registering one.
 */
export function computeNextSteps(companies: readonly CompanySummary[]): NextStepsResult {
  if (companies.length === 0)
    return {
      toIssue: [{ kind: 'registerCompany', href: ROUTE_PATHS.companies }],
      toProduction: [],
      editableCount: 0,
    };
  const editable = editableCompanies(companies);
  const toIssue: NextStep[] = [];
  const toProduction: NextStep[] = [];
  for (const company of editable) {
    const about = { publicId: company.publicId, name: company.tradeName ?? company.businessName };
    const inTest = company.environment === 'demo';
    const failing = company.production.checks.filter(
      (check) => !check.ok && (inTest || blocksIssuing(check)),
    );
    const steps: NextStep[] = failing.map((check) => ({
      kind: 'check',
      check,
      company: about,
      href: fixPath(check, company.publicId),
    }));
    const certificate = company.credentials.certificate;
    if (company.signing.mode === 'own' && certificate && company.certificateWarning === 'expiring')
      steps.push({
        kind: 'certificateExpiring',
        company: about,
        href: companyPage(company.publicId, 'facturacion'),
        notAfter: certificate.notAfter,
      });
    if (inTest && company.production.ready)
      steps.push({ kind: 'productionReady', company: about, href: companyProductionPath(company.publicId) });
    (inTest ? toProduction : toIssue).push(...steps);
  }
  return { toIssue, toProduction, editableCount: editable.length };
}
