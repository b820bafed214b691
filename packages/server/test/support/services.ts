import { describe } from '@jest/globals';

/**
 * Redis, when a PostgreSQL server is named too (.ci/run names this machine's): the tests of
 * several API instances need both, since the embedded PGlite belongs to one process and two
 * instances cannot share it as deployed instances share PostgreSQL. Without them those tests
 * are reported as skipped.
 */
export const redisUrl = process.env.TEST_DATABASE_URL ? process.env.TEST_REDIS_URL : undefined;

export const describeWithServices = redisUrl ? describe : describe.skip;
