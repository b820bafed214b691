/**
 * `pnpm lint:deps`: the import rules of the house, checked over the whole workspace (issue 44,
 * docs/decisions/0054-dependency-rules.md). ESLint checks one file at a time; these rules need
 * the graph: a circle, an arrow from a package into an app, a feature of a remote importing
 * another, a domain module reaching up into the server's routes.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circle, of values or of types: a circle makes load order matter and hides which ' +
        'module owns what. Move the shared piece down into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment:
        'A package never imports an app (shell, mf-*): apps compose packages, not the reverse. A test ' +
        "may read an app's data file to check it against a contract (contracts' runtime-config test " +
        "reads the shell's config.json).",
      from: { path: '^packages/' },
      to: { path: '^(shell|mf-[^/]+)/', pathNot: '[.]json$' },
    },
    {
      name: 'apps-not-to-other-apps',
      severity: 'error',
      comment: 'An app imports packages/*, never another app (STYLE.md habit 2).',
      from: { path: '^(shell|mf-[^/]+)/' },
      to: { path: '^(shell|mf-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'features-not-to-other-features',
      severity: 'error',
      comment:
        'A feature of a remote never imports another feature of that remote (issue 44 item 4, as ' +
        "bulletproof-react's import/no-restricted-paths): what two features use lives in the app's " +
        'src/shared (or a package when two apps use it); the app (src/app) composes the features.',
      from: { path: '^(shell|mf-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'shared-not-to-features',
      severity: 'error',
      comment:
        "An app's shared code never imports its features: shared → features → app, one way only, " +
        'so a piece moved to src/shared takes what it needs along.',
      from: { path: '^(shell|mf-[^/]+)/src/shared/' },
      to: { path: '^$1/src/features/' },
    },
    {
      name: 'server-routes-only-from-routes',
      severity: 'error',
      comment:
        "The server's routes are its top layer (fastify/demo): only routes and app.ts, which " +
        'registers them, import them. A piece a domain module needs lives below, in its folder.',
      from: {
        path: '^packages/server/src/',
        pathNot: '^packages/server/src/(routes/|app[.]ts$)',
      },
      to: { path: '^packages/server/src/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-[^/]+|[.]data|[.]tools|[.]artifacts|coverage)/',
    },
    // Type-only imports count: a circle of types is still a circle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through their symlinks to their sources (package.json
    // `exports`), so an arrow between packages is seen as one.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
