// The layers, as a rule `npm run lint` checks. Each layer may import only the layers below it:
//   shared  <-  core  <-  adapters  <-  main / cli / serve
//   preload and the renderer (src/) see only shared; the simulator sees nothing of the app.
// Inside core:  ports  <-  api  <-  engine  <-  app-service  (ports.ts and wall-clock.ts are core's root).
// tests/lint/layers.test.ts plants one crossing per rule and proves lint names the file.

/** Every project file outside the given `electron/` folders (a regexp for `to.path`). */
const outside = (...allowed) => `^(src/|electron/(?!${allowed.join('|')}))`

const layer = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: outside(...allowed) },
})

module.exports = {
  forbidden: [
    layer(
      'shared-imports-nothing',
      '^electron/shared/',
      ['shared/'],
      'shared is the bottom layer: types, contract and pure rules only',
    ),
    layer(
      'core-only-shared',
      '^electron/core/',
      ['core/', 'shared/'],
      'the core may use only shared',
    ),
    {
      name: 'core-api-below-engine',
      comment: 'the API client knows the service, not what the app does with its answers',
      severity: 'error',
      from: { path: '^electron/core/api/' },
      to: { path: '^electron/core/(engine|app-service)/' },
    },
    {
      name: 'core-engine-below-app-service',
      comment: 'the engine holds the rules; the app service composes them, never the reverse',
      severity: 'error',
      from: { path: '^electron/core/engine/' },
      to: { path: '^electron/core/app-service/' },
    },
    {
      name: 'core-root-below-api',
      comment: 'the ports and the wall clock are the bottom of core',
      severity: 'error',
      from: { path: '^electron/core/[^/]+$' },
      to: { path: '^electron/core/(api|engine|app-service)/' },
    },
    layer(
      'adapters-only-core',
      '^electron/adapters/',
      ['adapters/', 'core/', 'shared/'],
      'adapters implement core ports',
    ),
    layer(
      'main-below-only',
      '^electron/main/',
      ['main/', 'adapters/', 'core/', 'shared/', 'simulator/'],
      'the Electron shell composes the layers below it (and the simulator for demo mode)',
    ),
    layer(
      'cli-below-only',
      '^electron/cli/',
      ['cli/', 'adapters/', 'core/', 'shared/', 'simulator/'],
      'the CLI composes the layers below it',
    ),
    layer(
      'serve-below-only',
      '^electron/serve/',
      ['serve/', 'adapters/', 'core/', 'shared/', 'simulator/'],
      'serve mode composes the layers below it (and the simulator for demo mode)',
    ),
    layer(
      'preload-only-shared',
      '^electron/preload/',
      ['preload/', 'shared/'],
      'the bridge sees only the contract',
    ),
    {
      name: 'renderer-only-shared',
      comment: 'the renderer talks to the app only through the contract',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^electron/(?!shared/)' },
    },
    {
      name: 'views-only-through-stores',
      comment: 'views, components and their helpers reach the app only through the stores',
      severity: 'error',
      from: { path: '^src/((components|views|lib)/|App\\.vue$)' },
      to: { path: '^src/(bridge|ws-bridge)\\.ts$' },
    },
    layer(
      'simulator-stands-alone',
      '^electron/simulator/',
      ['simulator/'],
      'the simulator is an independent stand-in for the service',
    ),
    {
      name: 'renderer-languages-on-use',
      comment:
        'the dashboard carries English only: other catalogues load on first use (translate.ts LOADERS)',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        path: '^electron/shared/i18n/(messages/index\\.ts|every-language\\.ts)$',
        reachable: true,
      },
    },
    {
      name: 'no-cycles',
      comment: 'no import cycles, runtime or type-only',
      severity: 'error',
      from: { path: '^(electron|src)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|out|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.vue', '.js', '.mjs', '.json'] },
  },
}
