/** Proveedores' queries; a change invalidates the list (and the companies' choice, read elsewhere). */
export const providerKeys = {
  all: ['admin', 'providers'] as const,
};
