import { Box, Button, Stack } from '@mui/material';

/**
 * The room the bar takes at the bottom of a phone's screen (its button, its padding and the
 * phone's own bottom inset): the form ends with as much free space, so the bar covers nothing.
 */
export const SUBMIT_BAR_SPACE = 'calc(80px + env(safe-area-inset-bottom, 0px))';

/**
 * «Emitir S/ 10.00»: on a phone fixed to the bottom of the screen, reachable wherever the person
 * is in the form, with what the buyer pays on it; from md up in its place under the totals.
 * Breakpoints in CSS (decision 39): the server's HTML is right at every width.
 */
export function SubmitBar({
  label,
  disabled,
  review,
}: {
  label: string;
  disabled: boolean;
  /** «Revisar»: SUNAT's checks without issuing, beside «Emitir» (on a phone too, within thumb's reach). */
  review?: { label: string; disabled: boolean; onClick: () => void };
}) {
  return (
    <Box
      sx={{
        position: { xs: 'fixed', md: 'static' },
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        px: { xs: 2, md: 0 },
        pt: { xs: 1.5, md: 0 },
        pb: { xs: 'calc(12px + env(safe-area-inset-bottom, 0px))', md: 0 },
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        borderTop: { xs: 1, md: 0 },
        borderColor: 'divider',
        boxShadow: { xs: 8, md: 'none' },
      }}
    >
      <Stack direction="row" spacing={1}>
        {review && (
          <Button
            type="button"
            variant="outlined"
            size="large"
            disabled={review.disabled}
            onClick={review.onClick}
            sx={{ flexShrink: 0 }}
          >
            {review.label}
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled}>
          {label}
        </Button>
      </Stack>
    </Box>
  );
}
