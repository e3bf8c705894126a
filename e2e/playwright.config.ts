import path from 'node:path'
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** Where the e2e server's SMTP mailbox writes each received message, for the tests to read. */
export const MAILBOX_DIR = path.resolve(import.meta.dirname, '../test-results/mailbox')
process.env.E2E_MAILBOX_DIR = MAILBOX_DIR

/** System Chromium (no browser download is possible here), headless, against the built app. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // --conditions=production: lexical's Node entry uses top-level await that can deadlock Node 20's ESM loader.
    command: 'node --conditions=production --import tsx support/server.ts',
    url: `http://localhost:${PORT}/api/health`,
    // Playwright's own TypeScript loader must not leak into the server process.
    env: { PORT: String(PORT), NODE_OPTIONS: '', E2E_MAILBOX_DIR: MAILBOX_DIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
