/**
 * A real HTTP server standing in for the API, for tests of components that call it: the one
 * @facturador/auth-api's own client tests use (CORS like the API, requests recorded, CSRF
 * token answered), so a form is tested over the network, never with a mocked module.
 */
export {
  startTestServer,
  notFound,
  type Handler,
  type RecordedRequest,
  type Reply,
} from '../../auth-api/test/http-server.ts';
