import { Chip, type ChipProps } from '@mui/material';
import { STATUS_BADGE_COLORS, type AccountStatus } from '@facturador/auth-api';

export interface StatusBadgeProps extends Omit<ChipProps, 'label' | 'color'> {
  status: Pick<AccountStatus, 'id' | 'badge'>;
}

/**
 * SPEC.md §4's account status badge, in the colours of STATUS_BADGE_COLORS (AA contrast in
 * light and dark), wherever it is shown: the header and the dashboard.
 */
export function StatusBadge({ status, sx, ...chip }: StatusBadgeProps) {
  const colors = STATUS_BADGE_COLORS[status.id];
  return (
    <Chip
      {...chip}
      label={status.badge}
      sx={[
        (theme) => ({
          bgcolor: colors.light.background,
          color: colors.light.text,
          ...theme.applyStyles('dark', { bgcolor: colors.dark.background, color: colors.dark.text }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
