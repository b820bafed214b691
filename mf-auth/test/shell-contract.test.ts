import { jest } from '@jest/globals';
import { sharedDependencies } from '@facturador/build-preset/shared';
import { describeShellContract } from '@facturador/test-support';
import app from '../app.config.ts';
import * as routesModule from '../src/app/routes.ts';

// Importing the route module the first time transforms MUI, which can take a few seconds.
jest.setTimeout(60_000);

describeShellContract({
  remote: 'mf_auth',
  exposes: app.exposes,
  routesModule,
  sharedVersions: Object.fromEntries(
    Object.entries(sharedDependencies(`${__dirname}/..`)).map(([name, entry]) => [name, entry.version]),
  ),
});
