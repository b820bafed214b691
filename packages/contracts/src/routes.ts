/**
 * SPEC.md §2: every route path of the product, once. The shell's route table, the remotes'
 * route modules, the guards, the menu, links and tests import them from here.
 */
export const ROUTE_PATHS = {
  home: '/',
  faq: '/faq',
  plans: '/planes',
  pricing: '/precios',
  modules: '/modulos',
  contact: '/contacto',
  cookies: '/cookies',
  terms: '/terminos',
  privacy: '/privacidad',
  /** Not in SPEC.md: a buyer downloads a document it received, without an account (issue 29). */
  documentLookup: '/consulta',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  accountDisabled: '/account-disabled',
  accountDeletedState: '/auth/account-deleted',
  accountDisabledState: '/auth/account-disabled',
  app: '/app',
  profile: '/app/mi-perfil',
  /** Not in SPEC.md: Mi Perfil's Seguridad tab (sessions and security activity). */
  profileSecurity: '/app/mi-perfil/seguridad',
  myPlans: '/app/mis-planes',
  companies: '/app/mis-empresas',
  /** Not in SPEC.md: the electronic documents of the user's companies (issue 29). */
  documents: '/app/comprobantes',
  documentsIssue: '/app/comprobantes/emitir',
  /** Not in SPEC.md: a company's Clientes and Productos y servicios, which Emitir fills in from (issue 29). */
  documentsCustomers: '/app/comprobantes/clientes',
  documentsProducts: '/app/comprobantes/productos',
  /** Not in SPEC.md: a company's Reportes — each series as SUNAT has it (issue 43). */
  documentsReports: '/app/comprobantes/reportes',
  /** Not in SPEC.md: a company's guías de remisión, 09 and 31 (issue 42); a guía at `…/guias/:companyId/:despatchId`. */
  despatches: '/app/comprobantes/guias',
  despatchesIssue: '/app/comprobantes/guias/emitir',
  /** Not in SPEC.md: a company's Vehículos and Conductores, which Emitir guía fills in from (issue 42). */
  despatchVehicles: '/app/comprobantes/vehiculos',
  despatchDrivers: '/app/comprobantes/conductores',
  /** Not in SPEC.md: a company's comprobantes de retención y de percepción (issue 41); one at `…/retenciones/:companyId/:documentId`. */
  otherDocuments: '/app/comprobantes/retenciones',
  otherDocumentsIssue: '/app/comprobantes/retenciones/emitir',
  admin: '/app/admin',
  adminUsers: '/app/admin/usuarios',
  adminPlans: '/app/admin/planes',
  adminSubscriptions: '/app/admin/suscripciones',
  adminReports: '/app/admin/reportes',
  adminProviders: '/app/admin/proveedores',
  adminSettings: '/app/admin/configuracion',
  adminPaymentGateways: '/app/admin/pasarelas-pago',
  /** Not in SPEC.md: the append-only log of administrative changes (issue 16). */
  adminAudit: '/app/admin/auditoria',
  /** Not in SPEC.md: deployed builds, API instances and health (issue 18). */
  adminSystem: '/app/admin/sistema',
} as const;
export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];

/** Not in SPEC.md: a company's «Pasar a producción» checklist (issue 40), under its page. */
export const COMPANY_PRODUCTION_SEGMENT = 'produccion';
export const companyProductionPath = (companyId: string) =>
  `${ROUTE_PATHS.companies}/${companyId}/${COMPANY_PRODUCTION_SEGMENT}`;

/** SPEC.md §2: where a user who no longer exists lands. */
export const USER_NOT_FOUND_PATH = `${ROUTE_PATHS.login}?reason=user_not_found`;

/** SPEC.md §2: the pages only guests see. */
export const GUEST_ONLY_PATHS: readonly string[] = [
  ROUTE_PATHS.login,
  ROUTE_PATHS.register,
  ROUTE_PATHS.forgotPassword,
  ROUTE_PATHS.resetPassword,
];

/**
 * The parameters of `pathname` when it is a path of `pattern`, whose `:name` segments each
 * match one segment as react-router's do (`/app/comprobantes/:companyId/:documentId`); null
 * when it is not. For servers that choose a page by its path without the router.
 */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index]!;
    if (!segment.startsWith(':')) {
      if (segment !== value) return null;
      continue;
    }
    if (value === '') return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/** The one of `patterns` that `pathname` is a path of: its own exact path first, then one with parameters. */
export function findRoutePattern(
  patterns: Iterable<string>,
  pathname: string,
): { pattern: string; params: Record<string, string> } | undefined {
  const all = [...patterns];
  if (all.includes(pathname)) return { pattern: pathname, params: {} };
  for (const pattern of all) {
    const params = matchRoutePath(pattern, pathname);
    if (params) return { pattern, params };
  }
  return undefined;
}
