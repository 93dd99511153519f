/**
 * Feature boundaries: a feature is reached only through its public entry (`index.ts`), and
 * no module takes part in an import cycle, not even through type-only imports. `npm run lint` runs this beside Biome.
 */
const feature = (root) => ({
  name: `${root.split('/')[1]}-feature-internals`,
  comment: 'A feature may import another feature only through its index.ts (its public entry).',
  severity: 'error',
  from: { path: `^${root}/features/([^/]+)/` },
  to: { path: `^${root}/features/([^/]+)/.+`, pathNot: [`^${root}/features/$1/`, `^${root}/features/[^/]+/index\\.tsx?$`] },
});

module.exports = {
  forbidden: [
    feature('apps/server/src'),
    feature('apps/web/src'),
    {
      name: 'no-cycle',
      comment: 'Import cycles make start-up order and refactors fragile.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-features-through-index',
      comment: 'The app, its scripts and its plugins reach a server feature only through its index.ts (its only door).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/features/', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/features/[^/]+/.+', pathNot: '^apps/server/src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'features-not-from-app',
      comment: 'Shared code (lib, components, plugins) does not reach into a feature.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/(lib|components/ui|plugins)/' },
      to: { path: '^apps/(server|web)/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    exclude: { path: ['node_modules', 'dist'] },
  },
};
