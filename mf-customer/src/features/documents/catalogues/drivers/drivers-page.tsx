import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { ROUTE_PATHS, type CatalogueDriver } from '@facturador/contracts';
import { driverListQueryOptions } from '../../../../shared/api/catalogue-queries.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { driverImportSpec } from '../import/import-specs.ts';
import { CataloguePage, type CatalogueConfig, type PageQuery } from '../shared/catalogue-page.tsx';
import { DriverDialog } from './driver-dialog.tsx';

const messages = cataloguesMessages.drivers;
const fullName = (driver: CatalogueDriver) => `${driver.firstName} ${driver.lastName}`;

const COLUMNS: GridColDef<CatalogueDriver>[] = [
  {
    field: 'documentNumber',
    headerName: messages.document,
    // «Carné de extranjería 001234567» was cut to «Carné de extranjerí…» at 170 px: the short
    // label, and room for a 12-character passport or CE number.
    minWidth: 190,
    sortable: false,
    valueGetter: (value: string, row) => `${messages.identityShort[row.documentType]} ${value}`,
  },
  {
    field: 'lastName',
    headerName: messages.name,
    minWidth: 200,
    flex: 2,
    sortable: false,
    valueGetter: (_value: string, row) => `${row.lastName}, ${row.firstName}`,
  },
  { field: 'licence', headerName: messages.licence, minWidth: 150, flex: 1, sortable: false },
];

const useDriverList = (companyId: string, query: PageQuery) =>
  useQuery(driverListQueryOptions(companyId, query));

const config: CatalogueConfig<CatalogueDriver> = {
  kind: 'drivers',
  back: { to: ROUTE_PATHS.despatches, label: cataloguesMessages.backToDespatches },
  texts: {
    title: messages.title,
    create: messages.create,
    searchHint: messages.searchHint,
    grid: messages.grid,
    empty: messages.empty,
    none: messages.none,
    deleteTitle: (row) => messages.deleteTitle(fullName(row)),
    deleteBody: messages.deleteBody,
    editLabel: (row) => messages.editTitle(fullName(row)),
  },
  useList: useDriverList,
  columns: COLUMNS,
  EditDialog: DriverDialog,
  importSpec: driverImportSpec,
};

/** /app/comprobantes/conductores: the drivers the company's guías name. */
export default function DriversPage() {
  return <CataloguePage config={config} />;
}
