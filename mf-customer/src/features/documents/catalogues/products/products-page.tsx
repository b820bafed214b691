import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueProduct } from '@facturador/contracts';
import { productListQueryOptions } from '../../../../shared/api/catalogue-queries.ts';
import { productImportSpec } from '../import/import-specs.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { CataloguePage, type CatalogueConfig, type PageQuery } from '../shared/catalogue-page.tsx';
import { ProductDialog } from './product-dialog.tsx';

const messages = cataloguesMessages.products;

const COLUMNS: GridColDef<CatalogueProduct>[] = [
  { field: 'code', headerName: messages.code, minWidth: 110, sortable: false },
  { field: 'description', headerName: messages.description, minWidth: 200, flex: 2, sortable: false },
  { field: 'unitCode', headerName: messages.unit, minWidth: 80, sortable: false },
  {
    field: 'unitPrice',
    headerName: messages.price,
    minWidth: 150,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueGetter: (value: string, row) =>
      `${value} ${row.priceIncludesIgv ? messages.withIgv : messages.withoutIgv}`,
  },
  { field: 'affectation', headerName: messages.affectation, minWidth: 120, sortable: false },
  {
    field: 'isActive',
    headerName: messages.status,
    minWidth: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        color={row.isActive ? 'success' : 'default'}
        label={row.isActive ? messages.active : messages.inactive}
      />
    ),
  },
];

const useProductList = (companyId: string, query: PageQuery) =>
  useQuery(productListQueryOptions(companyId, query));

const config: CatalogueConfig<CatalogueProduct> = {
  kind: 'products',
  texts: {
    title: messages.title,
    create: messages.create,
    searchHint: messages.searchHint,
    grid: messages.grid,
    empty: messages.empty,
    none: messages.none,
    deleteTitle: (row) => messages.deleteTitle(row.code),
    deleteBody: messages.deleteBody,
    editLabel: (row) => messages.editTitle(row.code),
  },
  useList: useProductList,
  columns: COLUMNS,
  EditDialog: ProductDialog,
  importSpec: productImportSpec,
};

/** /app/comprobantes/productos: what the company sells. */
export default function ProductsPage() {
  return <CataloguePage config={config} />;
}
