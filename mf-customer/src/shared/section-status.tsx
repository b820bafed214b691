import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { messages } from './messages.ts';

/** A section's loading skeletons (announced as busy) or its load error with «Reintentar». */
export function SectionStatus({
  isPending,
  isError,
  loadingLabel,
  errorText,
  onRetry,
  rows = 2,
  height = 64,
}: {
  isPending: boolean;
  isError: boolean;
  loadingLabel: string;
  errorText: string;
  onRetry: () => void;
  rows?: number;
  height?: number;
}) {
  if (isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Stack>
    );
  }
  if (!isError) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {messages.sectionStatus.retry}
        </Button>
      }
    >
      {errorText}
    </Alert>
  );
}
