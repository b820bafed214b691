import { describeRemoteRoutes } from '@facturador/test-support';
import { routes } from '../src/app/routes.ts';

describeRemoteRoutes('mf_auth', routes, '/login', 'Iniciar sesión');
