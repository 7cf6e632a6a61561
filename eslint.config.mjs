import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import tseslint from 'typescript-eslint'

// The layers (docs/ARCHITECTURE.md): app, components and blocks -> server -> domain, never back.
// An import reaches a layer by its alias (`@/server/…`) or by climbing to it (`../../server/…`); both
// are refused. Whether `../` leaves a layer depends on how deep the file sits, so the rules are made
// per depth below the layer's folder.
const depths = [0, 1, 2, 3, 4, 5]
const filesAt = (layer, depth) => [`src/${layer}/${'*/'.repeat(depth)}*.{ts,tsx}`]
const climbsTo = (depth, folders) => ({ regex: `^(\\./)?(\\.\\./){${depth + 1}}(${folders.join('|')})(/|\\.|$)` })
const leavesLayer = (depth) => ({ regex: `^(\\./)?(\\.\\./){${depth + 1}}` })
const aliasOf = (folders) => folders.flatMap((f) => [`@/${f}`, `@/${f}/*`])

const frameworks = ['next', 'next/*', 'next-intl', 'next-intl/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', 'react/*']
const besideDomain = [
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
  'payload-types',
  'payload.config',
  'proxy',
  'requestHookTables',
]
const aboveServer = ['app', 'components', 'blocks']
const runtime = ['app', 'components', 'blocks', 'collections', 'globals', 'fields', 'hooks', 'access', 'i18n', 'server']

const domainRules = (depth) => ({
  files: filesAt('domain', depth),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: frameworks, message: 'src/domain is pure: no framework imports.' },
          { group: [...aliasOf(besideDomain), '@payload-config'], message: 'src/domain depends on nothing outside src/domain.' },
          { ...leavesLayer(depth), message: 'src/domain depends on nothing outside src/domain.' },
        ],
      },
    ],
    'no-restricted-globals': ['error', { name: 'process', message: 'Configuration comes in as a parameter.' }],
    'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Time comes in as a parameter.' }],
    'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in as a parameter.' }],
  },
})

const serverRules = (depth) => ({
  files: filesAt('server', depth),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: aliasOf([...aboveServer, 'seed']), message: 'Arrows point app/components/blocks -> server -> domain, never back.' },
          { ...climbsTo(depth, [...aboveServer, 'seed']), message: 'Arrows point app/components/blocks -> server -> domain, never back.' },
          { group: ['react', 'react-dom', 'react/*'], message: 'Server services return data, not React.' },
        ],
      },
    ],
  },
})

const uiRules = (layer, depth) => ({
  files: filesAt(layer, depth),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'next/link', message: 'In-site links are SiteLink: next/link would bring 3 kB and a client component per link to every page.' }],
        patterns: [
          { group: aliasOf(['seed']), message: 'Runtime code never imports the demo seed.' },
          { ...climbsTo(depth, ['seed']), message: 'Runtime code never imports the demo seed.' },
        ],
      },
    ],
  },
})

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
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='t'][callee.property.name='raw']",
          message:
            "next-intl's t.raw throws in development once the catalogues are compiled at build time (next.config.ts): read the entry from getMessages().",
        },
      ],
    },
  },
  ...depths.map(domainRules),
  ...depths.map(serverRules),
  ...runtime.filter((layer) => layer !== 'server').flatMap((layer) => depths.map((depth) => uiRules(layer, depth))),
  {
    files: ['src/proxy.ts', 'src/requestHookTables.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: aliasOf(['seed']), message: 'Runtime code never imports the demo seed.' }] }] },
  },
  prettier,
)
