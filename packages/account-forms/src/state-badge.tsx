import { Chip, useTheme } from '@mui/material';
import type { BadgeColors } from '@facturador/contracts';

/** A state as a chip in its own colours for the current scheme. */
export function StateBadge({
  label,
  colors,
}: {
  label: string;
  colors: { light: BadgeColors; dark: BadgeColors };
}) {
  const { palette } = useTheme();
  const tone = colors[palette.mode];
  return (
    <Chip size="small" label={label} sx={{ bgcolor: tone.background, color: tone.text, fontWeight: 600 }} />
  );
}
