import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const layers = {
  // The pure domain imports nothing from frameworks, the app or the environment (DESIGN.md §4).
  domain: {
    patterns: [
      { group: ['next', 'next/*', 'next-intl', 'next-intl/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', 'react/*'], message: 'src/domain is pure: no framework imports.' },
      { group: ['@/server/*', '@/app/*', '@/components/*', '@/blocks/*', '@/collections/*', '@/globals/*', '@/i18n/*', '@/seed/*', '@/payload-types', '@payload-config'], message: 'src/domain depends on nothing outside src/domain.' },
    ],
  },
  server: {
    patterns: [
      { group: ['@/app/*', '@/components/*', '@/blocks/*'], message: 'Arrows point app/components/blocks -> server -> domain, never back.' },
      { group: ['react', 'react-dom', 'react/*'], message: 'Server services return data, not React.' },
    ],
  },
  ui: {
    patterns: [{ group: ['@/seed/*'], message: 'Runtime code never imports the demo seed.' }],
  },
}

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/admin/importMap.js', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', AbortSignal: 'readonly', Buffer: 'readonly', document: 'readonly', window: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-fallthrough': 'off',
    },
  },
  { files: ['src/domain/**/*.ts'], rules: { 'no-restricted-imports': ['error', layers.domain], 'no-restricted-globals': ['error', { name: 'process', message: 'Configuration comes in as a parameter.' }], 'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Time comes in as a parameter.' }] } },
  { files: ['src/server/**/*.ts'], rules: { 'no-restricted-imports': ['error', layers.server] } },
  { files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/blocks/**/*.{ts,tsx}', 'src/collections/**/*.ts', 'src/globals/**/*.ts', 'src/proxy.ts'], rules: { 'no-restricted-imports': ['error', layers.ui] } },
)
