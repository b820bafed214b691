/** The account every session of `pnpm bench:api` signs in to (bench/api-server.ts creates it). */
export const BENCH_ACCOUNT = { email: 'bench@facturador.test', password: 'Bench-password-1' } as const;

/** scrypt N of its hash: fifty sign-ins at the production cost would take longer than the bench. */
export const BENCH_PASSWORD_COST = 2 ** 10;
