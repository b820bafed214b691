import { Alert, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { ResponsiveTable } from '@facturador/forms';

/**
 * A list read from the API, in its four states: a skeleton announced as busy, the load error,
 * the words for none, or its table with what can be done to each record.
 */
export function QueryTable<Row>({
  query,
  messages,
  skeletonHeight,
  actionCell,
  ...table
}: Omit<ComponentProps<typeof ResponsiveTable<Row>>, 'rows' | 'actions'> & {
  query: UseQueryResult<readonly Row[]>;
  messages: { loading: string; empty: string; actions: string };
  skeletonHeight: number;
  actionCell: (row: Row) => ReactNode;
}) {
  return (
    <>
      {query.isPending && (
        <Skeleton variant="rounded" height={skeletonHeight} aria-busy="true" aria-label={messages.loading} />
      )}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data?.length === 0 && <Typography color="text.secondary">{messages.empty}</Typography>}
      {query.data && query.data.length > 0 && (
        <ResponsiveTable
          {...table}
          rows={query.data}
          actions={{ header: messages.actions, cell: actionCell }}
        />
      )}
    </>
  );
}
