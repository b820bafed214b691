export { describeRemoteRoutes } from './describe-remote-routes.tsx';
export { renderWithQueryClient } from './render-with-query-client.tsx';
export { describeShellContract, type RemoteContractInput } from './describe-shell-contract.ts';
