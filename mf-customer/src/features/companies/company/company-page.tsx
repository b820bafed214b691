import { Alert, Avatar, Box, Button, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { COMPANY_PRODUCTION_SEGMENT, ROUTE_PATHS, type Company } from '@facturador/contracts';
import { RoleBadge } from '@facturador/account-forms';
import { companyQueryOptions } from '../api/company-queries.ts';
import { companiesMessages } from '../messages.ts';
import {
  CertificateWarning,
  EnvironmentChip,
  PadronChip,
} from '../../../shared/companies/company-badges.tsx';
import { CompanyDataTab } from './data/company-data-tab.tsx';
import { EstablishmentsTab } from './establishments/establishments-tab.tsx';
import { IntegrationsTab } from './integrations/integrations-tab.tsx';
import { InvoicingTab } from './invoicing/invoicing-tab.tsx';
import { MembersTab } from './members/members-tab.tsx';
import { companyPermissions } from '../../../shared/company-permissions.ts';
import { ProductionChecklist } from './production/production-checklist.tsx';
import { SeriesTab } from './series/series-tab.tsx';

const messages = companiesMessages.page;
const TABS = ['datos', 'establecimientos', 'series', 'miembros', 'facturacion', 'integraciones'] as const;
type TabName = (typeof TABS)[number];

/**
 * The company and tab of the path. The shell renders a remote's page outside react-router's
 * <Route> of that page (it matches the remote's routes itself), so useParams() does not see
 * them: the path is read here.
 */
function useCompanyPath(): { companyId: string; tab: string | undefined } {
  const { pathname } = useLocation();
  const withTab = matchPath(`${ROUTE_PATHS.companies}/:companyId/:tab`, pathname);
  const withoutTab = matchPath(`${ROUTE_PATHS.companies}/:companyId`, pathname);
  return {
    companyId: withTab?.params.companyId ?? withoutTab?.params.companyId ?? '',
    tab: withTab?.params.tab,
  };
}

/** /app/mis-empresas/:companyId[/:tab]: one company, a tab per path so links and back work. */
export default function CompanyPage() {
  const { companyId, tab } = useCompanyPath();
  const { data: company, isPending, isError, error } = useQuery(companyQueryOptions(companyId));
  const base = `${ROUTE_PATHS.companies}/${companyId}`;

  if (isPending)
    return <Skeleton variant="rounded" height={240} aria-busy="true" aria-label={messages.tabs.datos} />;
  if (isError || !company)
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {companiesMessages.title}
        </Typography>
        <Alert severity="error">{error?.message ?? messages.notFound}</Alert>
        <Button component={Link} to={ROUTE_PATHS.companies} sx={{ alignSelf: 'flex-start' }}>
          {messages.back}
        </Button>
      </Stack>
    );

  const permissions = companyPermissions(company.myRole);
  // Issue 40: «Pasar a producción» is a page of its own under the company, not one of its tabs.
  if (tab === COMPANY_PRODUCTION_SEGMENT)
    return (
      <Stack spacing={3} sx={{ maxWidth: 1100 }}>
        <CompanyHeader company={company} />
        <ProductionChecklist company={company} permissions={permissions} />
      </Stack>
    );
  // Integraciones is the owner's: the others neither see the tab nor reach it by its path.
  const tabs = TABS.filter((name) => name !== 'integraciones' || permissions.isOwner);
  const current: TabName = tabs.includes(tab as TabName) ? (tab as TabName) : 'datos';
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <CompanyHeader company={company} />
      {!permissions.canEdit && <Alert severity="info">{messages.readOnly}</Alert>}
      <CertificateWarning company={company} />
      <Tabs
        value={current}
        aria-label={messages.tabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={messages.tabs[name]}
            component={Link}
            to={name === 'datos' ? base : `${base}/${name}`}
          />
        ))}
      </Tabs>
      {current === 'datos' && <CompanyDataTab company={company} permissions={permissions} />}
      {current === 'establecimientos' && <EstablishmentsTab company={company} permissions={permissions} />}
      {current === 'series' && <SeriesTab company={company} permissions={permissions} />}
      {current === 'miembros' && <MembersTab company={company} permissions={permissions} />}
      {current === 'facturacion' && <InvoicingTab company={company} permissions={permissions} />}
      {current === 'integraciones' && <IntegrationsTab company={company} />}
    </Stack>
  );
}

function CompanyHeader({ company }: { company: Company }) {
  const name = company.tradeName ?? company.businessName;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          variant="rounded"
          src={company.logoDataUrl ?? undefined}
          alt={messages.logoAlt(name)}
          sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
        >
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            {name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {company.businessName} · {companiesMessages.ruc} {company.ruc}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <RoleBadge role={company.myRole} />
            <EnvironmentChip environment={company.environment} />
            <PadronChip company={company} />
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
