import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './create-routes.tsx';

/** The shell's one router: the auth runtime navigates through it. */
export const router = createBrowserRouter(createRoutes());
