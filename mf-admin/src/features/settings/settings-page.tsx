import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../../shared/admin-page.tsx';
import { systemSettingsQueryOptions } from './api/settings-query.ts';
import { settingsMessages as m } from './messages.ts';
import { SettingsForm } from './settings-form.tsx';

/** Configuración Sistema (issue 16): support contacts, IGV, sign-up, maintenance notice, trial, payment data. */
export default function SettingsPage() {
  const settings = useQuery(systemSettingsQueryOptions());
  return (
    <AdminPage title={m.title} description={m.description}>
      {settings.isError && <Alert severity="error">{m.loadError}</Alert>}
      {settings.isPending && <CircularProgress aria-label={m.loading} />}
      {/* Keyed by the save time: a change saved elsewhere refills the form. */}
      {settings.data && <SettingsForm key={settings.data.updatedAt ?? 'initial'} settings={settings.data} />}
    </AdminPage>
  );
}
