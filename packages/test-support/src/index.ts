export { describeRemoteRoutes } from './describe-remote-routes.tsx';
export * from './http-server.ts';
