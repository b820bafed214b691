import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-public', 'mf-auth', 'mf-customer', 'mf-admin'];

/** Imports that reach into an app from anywhere but that app itself. */
const importsOf = (app) => [`@facturador/${app}`, `@facturador/${app}/*`, `**/${app}/*`, `**/${app}`];

/** An app imports packages/*, never another app; packages import no app at all. */
const boundaries = [
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.filter((other) => other !== app).flatMap(importsOf),
              message: 'An app never imports another app: share code through packages/*.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: APPS.flatMap(importsOf), message: 'Packages never import apps.' }] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '.data/**',
      '.tools/**',
      'e2e/.artifacts/**',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Command-line tools report on the terminal.
    files: [
      'scripts/**',
      'packages/*/bin/**',
      'packages/build-preset/src/cli.ts',
      'packages/static-server/src/cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures take an empty destructuring when they use no other fixture.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'no-console': 'off' },
  },
  {
    // A global declaration can only reach a module's types through import().
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  ...boundaries,
  {
    // Issue 44 item 4: a component calls no API; its feature's api/ folder holds the query
    // options (with the key factory) and the mutation hooks. The other customer features follow.
    files: [
      'mf-admin/src/features/**/*.tsx',
      'mf-customer/src/features/{companies,dashboard,onboarding,plans,profile}/**/*.tsx',
    ],
    ignores: ['**/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(callApi|callApiFile|useMutation)$/]',
          message: "No API call in a component: use a query options factory or a hook of the feature's api/.",
        },
        {
          selector: 'Property[key.name=/^(queryKey|queryFn|mutationFn)$/]',
          message: "No query or mutation defined in a component: it belongs in the feature's api/ folder.",
        },
      ],
    },
  },
  {
    // Issue 44: the server's routes speak HTTP; the SQL lives in the domain folders' repositories
    // (fastify/demo), where a route's transaction passes its `tx`.
    files: ['packages/server/src/routes/**/*.ts'],
    ignores: [
      // The health check's own `SELECT 1` is the check: it stays.
      'packages/server/src/routes/health/index.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message:
            'No SQL in route files: call a repository function in the domain folder (companies/, billing/, users/…), passing `tx` inside a transaction.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message:
            'No SQL in route files: call a repository function in the domain folder (companies/, billing/, users/…), passing `tx` inside a transaction.',
        },
      ],
    },
  },
);
