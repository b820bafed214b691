/** A profile as GET /users/profile answers it, for tests of components whose calls return one. */
export { serverProfile } from '../../auth-api/test/fixtures.ts';
