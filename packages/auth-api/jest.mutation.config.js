// The auth-api project of the root jest config, alone: Stryker's jest runner swaps the test
// environment of the config it is given and does not reach into `projects`.
import rootConfig from '../../jest.config.js';

const project = rootConfig.projects.find((candidate) => candidate.displayName === 'packages/auth-api');

/** @type {import('jest').Config} */
export default { ...project, rootDir: '.' };
