import { describeRemoteRoutes } from '@facturador/test-support';
import { routes } from '../src/app/routes.ts';

describeRemoteRoutes('mf_public', routes, '/', 'Emite facturas y boletas electrónicas sin complicaciones');
