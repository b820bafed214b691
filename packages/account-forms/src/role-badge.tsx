import { Chip, useTheme } from '@mui/material';
import { normalizeRoleName, ROLES } from '@facturador/auth-api';

/** A role as its Spanish label in the role's own colours (contracts' ROLES, AA in both themes). */
export function RoleBadge({ role }: { role: string }) {
  const { palette } = useTheme();
  const name = normalizeRoleName(role);
  if (!name) return null;
  const colors = ROLES[name].badge[palette.mode];
  return (
    <Chip
      size="small"
      label={ROLES[name].label}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
