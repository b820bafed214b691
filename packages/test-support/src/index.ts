export { describeRemoteRoutes } from './describe-remote-routes.tsx';
export { renderWithQueryClient } from './render-with-query-client.tsx';
