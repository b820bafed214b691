import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import type { CatalogueCustomer } from '@facturador/contracts';
import { customerListQueryOptions } from '../../../../shared/api/catalogue-queries.ts';
import { customerImportSpec } from '../import/import-specs.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { CataloguePage, type CatalogueConfig, type PageQuery } from '../shared/catalogue-page.tsx';
import { CustomerDialog } from './customer-dialog.tsx';

const messages = cataloguesMessages.customers;

const COLUMNS: GridColDef<CatalogueCustomer>[] = [
  {
    field: 'documentNumber',
    headerName: messages.document,
    minWidth: 170,
    sortable: false,
    valueGetter: (value: string, row) =>
      row.documentType === '-'
        ? messages.identityShort['-']
        : `${messages.identityShort[row.documentType]} ${value}`,
  },
  { field: 'name', headerName: messages.name, minWidth: 200, flex: 2, sortable: false },
  { field: 'email', headerName: messages.emailHeader, minWidth: 180, flex: 1, sortable: false },
];

const useCustomerList = (companyId: string, query: PageQuery) =>
  useQuery(customerListQueryOptions(companyId, query));

const config: CatalogueConfig<CatalogueCustomer> = {
  kind: 'customers',
  texts: {
    title: messages.title,
    create: messages.create,
    searchHint: messages.searchHint,
    grid: messages.grid,
    empty: messages.empty,
    none: messages.none,
    deleteTitle: (row) => messages.deleteTitle(row.name),
    deleteBody: messages.deleteBody,
    editLabel: (row) => messages.editTitle(row.name),
  },
  useList: useCustomerList,
  columns: COLUMNS,
  EditDialog: CustomerDialog,
  importSpec: customerImportSpec,
};

/** /app/comprobantes/clientes: the company's clients. */
export default function CustomersPage() {
  return <CataloguePage config={config} />;
}
