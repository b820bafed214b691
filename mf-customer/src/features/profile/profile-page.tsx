import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { useSession } from '../../shared/use-session.ts';
import { DeleteAccountSection } from './delete-account/delete-account-section.tsx';
import { profileMessages as messages } from './messages.ts';
import { PasswordSection } from './password/password-section.tsx';
import { PersonalDataForm } from './personal-data/personal-data-form.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { SecurityTab } from './security/security-tab.tsx';

const TABS = [
  { path: ROUTE_PATHS.profile, label: messages.tabs.profile },
  { path: ROUTE_PATHS.profileSecurity, label: messages.tabs.security },
] as const;

/** /app/mi-perfil and its Seguridad tab (/app/mi-perfil/seguridad): one page, one tab per path. */
export default function ProfilePage() {
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const onSecurity = pathname === ROUTE_PATHS.profileSecurity;
  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {messages.title}
      </Typography>
      <ProfileHeader user={user} />
      <Tabs
        value={onSecurity ? ROUTE_PATHS.profileSecurity : ROUTE_PATHS.profile}
        aria-label={messages.tabs.label}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.path} value={tab.path} label={tab.label} component={Link} to={tab.path} />
        ))}
      </Tabs>
      {onSecurity ? (
        <SecurityTab />
      ) : (
        <Stack spacing={3}>
          <PersonalDataForm user={user} />
          <PasswordSection user={user} />
          <DeleteAccountSection user={user} />
        </Stack>
      )}
    </Stack>
  );
}
