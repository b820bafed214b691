import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReportCell } from './report-views.ts';

/**
 * The chart's figures as a table. Each cell also carries the value its CSV export writes
 * (`data-csv`), so a test can hold the download against what the page shows.
 */
export function ReportTable(props: { caption: string; columns: readonly string[]; rows: ReportCell[][] }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <caption>{props.caption}</caption>
        <TableHead>
          <TableRow>
            {props.columns.map((column, index) => (
              <TableCell key={column} align={index === 0 ? 'left' : 'right'} scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex} data-csv-row>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row" data-csv={cell.csv}>
                    {cell.text}
                  </TableCell>
                ) : (
                  <TableCell
                    key={index}
                    align={/^[\d.-]+$/.test(cell.csv) ? 'right' : 'left'}
                    data-csv={cell.csv}
                  >
                    {cell.text}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
