import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'cms/src/**/*.test.ts', 'portal/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['cms/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['cms/test/support/database.ts'],
          // Each file starts the real app on the emptied test database; one at a time keeps it clean.
          fileParallelism: false,
          pool: 'forks',
          // lexical's Node entry uses top-level await that can deadlock Node 20's ESM loader; the production condition avoids it.
          execArgv: ['--conditions=production'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
