import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS, type CompanySummary } from '@facturador/contracts';
import { RoleBadge } from '@facturador/account-forms';
import { companyCardMessages as companiesMessages } from './messages.ts';
import { EnvironmentChip, PadronChip } from './company-badges.tsx';

/**
 * A company as a card to its page: names, RUC, the user's role and the environment. Mis
 * Empresas and the dashboard list them; `children` adds what one of them shows more.
 */
export function CompanyCard({
  company,
  heading,
  children,
}: {
  company: CompanySummary;
  heading: 'h2' | 'h3';
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`${ROUTE_PATHS.companies}/${company.publicId}`}
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="h6" component={heading} sx={{ overflowWrap: 'anywhere' }}>
              {company.tradeName ?? company.businessName}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {company.businessName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {companiesMessages.ruc} {company.ruc}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <RoleBadge role={company.myRole} />
              <EnvironmentChip environment={company.environment} />
              <PadronChip company={company} />
            </Stack>
            {children}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
