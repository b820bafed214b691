import { Alert, Button } from '@mui/material';

const RETRY = 'Reintentar';

/**
 * A list or figures that could not be loaded: says so (the page's own text) and offers to try
 * again. Renders nothing while the query is fine.
 */
export function LoadError({
  query,
  message,
}: {
  query: { isError: boolean; refetch: () => Promise<unknown> };
  message: string;
}) {
  if (!query.isError) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          {RETRY}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
