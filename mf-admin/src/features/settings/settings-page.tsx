import { Alert, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { hasAnyRole, OWNER_ROLES } from '@facturador/auth-api';
import { AdminPage } from '../../shared/admin-page.tsx';
import { useSessionUser } from '../../shared/use-session-user.ts';
import { systemSettingsQueryOptions } from './api/settings-query.ts';
import { settingsMessages as m } from './messages.ts';
import { SettingsForm } from './settings-form.tsx';
import { SigningIdentitySection } from './signing-identity/signing-identity-section.tsx';

/**
 * Configuración Sistema (issue 16): support contacts, IGV, sign-up, maintenance notice, trial,
 * payment data; and, for the owner only, the platform's signing identity as PSE (issue 40).
 */
export default function SettingsPage() {
  const settings = useQuery(systemSettingsQueryOptions());
  const isOwner = hasAnyRole(useSessionUser()?.roles ?? [], OWNER_ROLES);
  return (
    <AdminPage title={m.title} description={m.description}>
      <Stack spacing={3}>
        {settings.isError && <Alert severity="error">{m.loadError}</Alert>}
        {settings.isPending && <CircularProgress aria-label={m.loading} />}
        {/* Keyed by the save time: a change saved elsewhere refills the form. */}
        {settings.data && (
          <SettingsForm key={settings.data.updatedAt ?? 'initial'} settings={settings.data} />
        )}
        {isOwner && <SigningIdentitySection />}
      </Stack>
    </AdminPage>
  );
}
