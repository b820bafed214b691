import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { ROUTE_PATHS, type CatalogueVehicle } from '@facturador/contracts';
import { vehicleListQueryOptions } from '../../../../shared/api/catalogue-queries.ts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { vehicleImportSpec } from '../import/import-specs.ts';
import { CataloguePage, type CatalogueConfig, type PageQuery } from '../shared/catalogue-page.tsx';
import { VehicleDialog } from './vehicle-dialog.tsx';

const messages = cataloguesMessages.vehicles;

const COLUMNS: GridColDef<CatalogueVehicle>[] = [
  { field: 'plate', headerName: messages.plate, minWidth: 120, sortable: false },
  { field: 'brand', headerName: messages.brandHeader, minWidth: 140, flex: 1, sortable: false },
  {
    field: 'circulationCard',
    headerName: messages.circulationCardHeader,
    minWidth: 180,
    flex: 1,
    sortable: false,
  },
];

const useVehicleList = (companyId: string, query: PageQuery) =>
  useQuery(vehicleListQueryOptions(companyId, query));

const config: CatalogueConfig<CatalogueVehicle> = {
  kind: 'vehicles',
  back: { to: ROUTE_PATHS.despatches, label: cataloguesMessages.backToDespatches },
  texts: {
    title: messages.title,
    create: messages.create,
    searchHint: messages.searchHint,
    grid: messages.grid,
    empty: messages.empty,
    none: messages.none,
    deleteTitle: (row) => messages.deleteTitle(row.plate),
    deleteBody: messages.deleteBody,
    editLabel: (row) => messages.editTitle(row.plate),
  },
  useList: useVehicleList,
  columns: COLUMNS,
  EditDialog: VehicleDialog,
  importSpec: vehicleImportSpec,
};

/** /app/comprobantes/vehiculos: the vehicles the company's guías name. */
export default function VehiclesPage() {
  return <CataloguePage config={config} />;
}
