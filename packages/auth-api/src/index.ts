export { sessionStore, type SessionState } from './session/session-store.ts';
export { federationDiagnostics, registerConsumer } from './diagnostics.ts';
