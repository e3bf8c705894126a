// One flat config for every workspace. Import directions of ARCHITECTURE.md are enforced with no-restricted-imports.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const serverPackages = ['@portal/cms', '@portal/cms/*', '@portal/seed', 'payload', '@payloadcms/*']

const restrict = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      'data/**',
      'test-results/**',
      'cms/src/migrations/**',
      'cms/src/payload-types.ts',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/next-env.d.ts',
      'cms/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['portal/src/**/*.tsx', 'backoffice/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The workspace `shared` is pure: no React, Express or Payload at run time.
  restrict(
    ['shared/src/**'],
    ['react', 'react-*', 'express', 'payload', '@payloadcms/*', '@portal/*', 'node:*', 'fs', 'path', 'crypto', 'os', 'url', 'buffer'],
    'shared/ holds pure TypeScript only: it runs in browsers too.',
  ),
  // cms layers: http → modules → domain; collections never reach into modules or http.
  restrict(
    ['cms/src/domain/**'],
    ['**/modules/**', '**/http/**', '**/collections/**', 'payload', 'express', 'node:fs', 'fs'],
    'domain/ is pure rules without I/O.',
  ),
  restrict(['cms/src/modules/**'], ['**/http/**', '**/http'], 'modules/ must not import the HTTP layer; http composes modules.'),
  restrict(
    ['cms/src/collections/**', 'cms/src/globals/**', 'cms/src/access/**', 'cms/src/fields/**'],
    ['**/modules/**', '**/http/**'],
    'Payload config never imports use-cases or the HTTP layer.',
  ),
  // The portal and the back office talk to the server only over HTTP (listed first: later entries for
  // narrower folders repeat these patterns, because a later rule entry replaces an earlier one).
  restrict(['portal/src/**', 'backoffice/src/**'], serverPackages, 'Front ends talk to the server over HTTP only.'),
  // Portal: features never import each other; only src/app composes them.
  {
    files: ['portal/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // From features/<name>/<folder>/, two levels up is another feature (three levels up is src/).
            { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'Features must not import other features; move shared code to src/lib.' },
            { group: ['**/app/**'], message: 'Features must not import the app; the app composes features.' },
            { group: serverPackages, message: 'Front ends talk to the server over HTTP only.' },
          ],
        },
      ],
    },
  },
  restrict(
    ['portal/src/lib/**', 'portal/src/components/**'],
    ['**/features/**', '**/app/**', ...serverPackages],
    'lib/ is below features and the app, and talks to the server over HTTP only.',
  ),
  // Back office: one folder per resource; resources share only the app-level files beside them (../httpClient, ../permissions…).
  {
    files: ['backoffice/src/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[^/]+/', message: 'A back-office resource must not import another; move shared code beside App.tsx.' },
            { regex: '^\\.\\./(App|Menu|main)$', message: 'Resources must not import the app; the app composes resources.' },
            { group: serverPackages, message: 'Front ends talk to the server over HTTP only.' },
          ],
        },
      ],
    },
  },
)
