export { describeRemoteRoutes } from './describe-remote-routes.tsx';
