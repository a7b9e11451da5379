import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import vue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** `@app/...` and `@src/...` are for tests: app code imports relatively, as the layer rules read it. */
const testAliases = {
  group: ['@app/*', '@src/*'],
  message: 'Import relatively: the @app/ and @src/ aliases are for tests only.',
}

/** The namespace import lets the bundler keep only the parts of zod Uptray uses. */
const zodNamespace = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message:
    "Import zod as a namespace (import * as z from 'zod'): the bundles then drop what is unused.",
}

const noElectron = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'electron',
          message: 'This folder must run without Electron: use a port (electron/core/ports.ts).',
        },
      ],
      patterns: [
        {
          group: ['electron/*', '**/main/**', '**/preload/**'],
          message: 'This folder must not depend on the Electron shell.',
        },
        testAliases,
      ],
    },
  ],
  // The import rule sees static imports only; these catch `import('electron')` and
  // `require('electron')`, which would load Electron just the same.
  'no-restricted-syntax': [
    'error',
    {
      selector: "ImportExpression[source.value='electron']",
      message: 'This folder must run without Electron: use a port (electron/core/ports.ts).',
    },
    {
      selector: "CallExpression[callee.name='require'][arguments.0.value='electron']",
      message: 'This folder must run without Electron: use a port (electron/core/ports.ts).',
    },
    zodNamespace,
  ],
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['src/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: [
      'electron/core/**',
      'electron/simulator/**',
      'electron/cli/**',
      'electron/shared/**',
      'electron/adapters/**',
      'electron/serve/**',
    ],
    rules: noElectron,
  },
  {
    files: ['electron/main/**', 'electron/preload/**', 'src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [testAliases] }],
      'no-restricted-syntax': ['error', zodNamespace],
    },
  },
  {
    // Every word a view shows comes from the catalogues (electron/shared/i18n/messages): text in
    // a template is only the product's name, punctuation, symbols and numbers.
    files: ['src/**/*.vue'],
    rules: {
      'vue/no-bare-strings-in-template': [
        'error',
        { allowlist: ['Uptray', '/^[\\p{P}\\p{S}\\p{N}\\s]+$/u'] },
      ],
    },
  },
  prettier,
)
