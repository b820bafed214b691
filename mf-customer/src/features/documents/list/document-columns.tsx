import { Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { CURRENCY_SYMBOLS, formatDay, formatMoney, type ListadoItem } from '@facturador/contracts';
import { documentsMessages as messages } from '../messages.ts';
import { TestChip } from '../../../shared/test-chip.tsx';
import { rowPath } from '../../../shared/document-paths.ts';
import { ListadoStatusChip, listadoTypeLabel } from './listado-row.tsx';

/**
 * «S/ 1,118.00»: a document's total with its currency's symbol, as the buyer reads it; a
 * retención's or percepción's importe retenido or percibido.
 */
export const totalOf = (row: ListadoItem) => formatMoney(CURRENCY_SYMBOLS[row.currency], row.total);

/** The desktop grid's columns (also drawn by ServerDataGrid on a server). */
export function documentColumns(companyId: string): GridColDef<ListadoItem>[] {
  return [
    {
      field: 'fullNumber',
      headerName: messages.list.number,
      minWidth: 130,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={rowPath(companyId, row)}>
          {row.fullNumber}
        </Link>
      ),
    },
    {
      field: 'documentType',
      headerName: messages.list.type,
      minWidth: 120,
      sortable: false,
      valueGetter: (value: ListadoItem['documentType']) => listadoTypeLabel(value),
    },
    {
      field: 'issueDate',
      headerName: messages.list.date,
      minWidth: 110,
      sortable: false,
      valueGetter: (value: string) => formatDay(value),
    },
    {
      field: 'customer',
      headerName: messages.list.customer,
      minWidth: 200,
      flex: 2,
      sortable: false,
      valueGetter: (value: ListadoItem['customer']) => `${value.documentNumber} · ${value.name}`,
    },
    {
      field: 'total',
      headerName: messages.list.total,
      minWidth: 110,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueGetter: (_value: string, row) => totalOf(row),
    },
    {
      field: 'status',
      headerName: messages.list.status,
      minWidth: 230,
      sortable: false,
      // The chips wrap rather than run past the cell's edge (the grid's rows grow to hold them):
      // a long state and «Prueba» need more than the column's minimum.
      renderCell: ({ row }) => (
        <Stack
          direction="row"
          useFlexGap
          sx={{
            height: '100%',
            boxSizing: 'border-box',
            flexWrap: 'wrap',
            gap: 0.5,
            alignItems: 'center',
            alignContent: 'center',
            py: 0.75,
          }}
        >
          <ListadoStatusChip row={row} />
          <TestChip environment={row.environment} />
        </Stack>
      ),
    },
  ];
}
