/** Query keys of the Seguridad tab: the open sessions and the security log, read again together. */
export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  activity: () => [...securityKeys.all, 'activity'] as const,
};
