export { useSessionStore } from './session/session-store';
export type { RoleCode, SessionState, UserInfo } from './session/session-store';
