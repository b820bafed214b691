import { Chip, useTheme, type ChipProps } from '@mui/material';
import type { BadgeColors } from '@facturador/contracts';

/** A state as a chip in its own colours for the current scheme (AA in both: badge-tones.ts). */
export function StateBadge({
  label,
  colors,
  sx,
  ...chip
}: Omit<ChipProps, 'label' | 'color'> & {
  label: string;
  colors: { light: BadgeColors; dark: BadgeColors };
}) {
  const { palette } = useTheme();
  const tone = colors[palette.mode];
  return (
    <Chip
      size="small"
      {...chip}
      label={label}
      sx={[
        { bgcolor: tone.background, color: tone.text, fontWeight: 600 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
