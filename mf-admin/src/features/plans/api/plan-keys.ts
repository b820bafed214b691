/** The catalogue's queries (plans and token packs), refreshed together after any change. */
export const catalogueKeys = {
  all: ['admin', 'catalogue'] as const,
  plans: () => [...catalogueKeys.all, 'plans'] as const,
  tokenPacks: () => [...catalogueKeys.all, 'token-packs'] as const,
};
