import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Workers inherit these from the runner, so every process sees the same server and database.
process.env.E2E_PORT ??= execSync(
  `node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
)
  .toString()
  .trim();
process.env.E2E_DATABASE_URL ??= join(
  tmpdir(),
  `kickoff-e2e-${process.env.E2E_PORT}`,
  'kickoff.sqlite',
);
// A build of this run's own, so another run building at the same time cannot change it.
process.env.KICKOFF_BUILD_DIR ??= join('build-e2e', String(process.env.E2E_PORT));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  globalTeardown: './tests/e2e/remove-build.ts',
  webServer: {
    command: 'npm run build && npm run serve',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      SITE_URL: baseURL,
      KICKOFF_BUILD_DIR: process.env.KICKOFF_BUILD_DIR,
      // Journeys sign in many times a minute and a code works once per 30 s; the staff-accounts
      // journey enrols its own second factor, and integration tests cover the required setting.
      STAFF_TWO_FACTOR: 'optional',
      // Every journey signs in and crawls from this one address, as a whole office would; the
      // limits themselves are tested at their defaults in server/rate-limits.test.ts.
      SIGN_IN_LIMIT: '1000',
      REQUEST_LIMIT: '100000',
    },
  },
});
