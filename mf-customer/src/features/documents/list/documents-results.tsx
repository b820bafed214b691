import { Box, useMediaQuery, useTheme } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import type { ListadoItem } from '@facturador/contracts';
import { useRenderedOnServer } from '@facturador/forms';
import { documentsMessages as messages } from '../messages.ts';
import { PagedGrid } from '../../../shared/grid/paged-grid.tsx';
import { DocumentCards } from './document-cards.tsx';
import { documentColumns } from './document-columns.tsx';
import { rowPath } from '../../../shared/document-paths.ts';

interface ResultsProps {
  companyId: string;
  rows: readonly ListadoItem[];
  total: number;
  loading: boolean;
  page: GridPaginationModel;
  onPageChange: (page: GridPaginationModel) => void;
}

/** The desktop's MUI X grid; Enter on a row opens its document. */
function DocumentsGrid(props: ResultsProps) {
  const navigate = useNavigate();
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <PagedGrid<ListadoItem>
        label={messages.list.grid}
        rows={props.rows}
        columns={documentColumns(props.companyId)}
        total={props.total}
        loading={props.loading}
        empty={messages.list.empty}
        page={props.page}
        onPageChange={props.onPageChange}
        // The state's chips wrap in a narrow Estado column («Con observaciones» and «Prueba»).
        rowsGrow
        onCellKeyDown={({ row }, event) => {
          if (event.key !== 'Enter') return;
          event.defaultMuiPrevented = true;
          void navigate(rowPath(props.companyId, row));
        }}
      />
    </Box>
  );
}

/**
 * The Listado's documents: cards below `md`, where the grid's six columns (about 840 px) would
 * scroll sideways, and the grid above. A server knows no width (decision 39): it sends both and
 * CSS shows the one that fits; the browser measures before its first paint and keeps one.
 */
export function DocumentsResults(props: ResultsProps) {
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  if (useRenderedOnServer())
    return (
      <>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <DocumentCards {...props} />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <DocumentsGrid {...props} />
        </Box>
      </>
    );
  return compact ? <DocumentCards {...props} /> : <DocumentsGrid {...props} />;
}
