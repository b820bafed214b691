import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatSoles } from '../format.ts';

/** The names of a row's number fields: an amount in cents is one of them. */
type NumberField<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

/** A column of an amount in cents, shown in soles and aligned right as figures are. */
export function solesColumn<Row extends GridValidRowModel>(
  field: NumberField<Row>,
  headerName: string,
  minWidth: number,
): GridColDef<Row> {
  return {
    field,
    headerName,
    minWidth,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatSoles(value),
  };
}
