/**
 * For Node only (a remote's live-render bundle): pages rendered per request with a person's
 * session (docs/decisions/0039). Never imported by browser code.
 */
export { withPersonSession } from './session/person-session.ts';
export { sessionRenderer, type SessionPagePrefetch } from './session/session-renderer.tsx';
