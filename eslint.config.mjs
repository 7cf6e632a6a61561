import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

// The layers (docs/ARCHITECTURE.md): app, components and blocks -> server -> domain, never back.
// Zones are checked on the resolved file, so a relative `../server/…` is caught like `@/server/…`.
const outsideDomain = [
  'server',
  'app',
  'components',
  'blocks',
  'collections',
  'globals',
  'fields',
  'hooks',
  'access',
  'i18n',
  'seed',
  'payload-types.ts',
  'payload.config.ts',
  'proxy.ts',
  'requestHookTables.ts',
].map((p) => `./src/${p}`)
const zones = [
  { target: './src/domain', from: outsideDomain, message: 'src/domain depends on nothing outside src/domain.' },
  {
    target: './src/server',
    from: ['./src/app', './src/components', './src/blocks'],
    message: 'Arrows point app/components/blocks -> server -> domain, never back.',
  },
  {
    target: outsideDomain.filter((p) => !p.endsWith('/seed')).concat('./src/domain'),
    from: './src/seed',
    message: 'Runtime code never imports the demo seed.',
  },
]

const frameworks = ['next', 'next/*', 'next-intl', 'next-intl/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', 'react/*']

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        document: 'readonly',
        window: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-fallthrough': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: frameworks, message: 'src/domain is pure: no framework imports.' }] }],
      'no-restricted-globals': ['error', { name: 'process', message: 'Configuration comes in as a parameter.' }],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Time comes in as a parameter.' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in as a parameter.' }],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react/*'], message: 'Server services return data, not React.' }] }],
    },
  },
  prettier,
)
