import { TZDate } from '@date-fns/tz';
import { addDays, format, nextSaturday } from 'date-fns';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync, spawn } from 'node:child_process';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { ukTimeZone } from '../../app/lib/london-time';
import { refuseWritesStatements, type RefusingTable } from '../support/refuse-writes';

/**
 * Every journey runs under the site's real Content-Security-Policy and fails on any violation:
 * a blocked script or style is a broken page for visitors (Chromium reports each on the console).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`${page.url()}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Today in the UK, whatever the machine's zone. */
export function ukNow(): Date {
  return new TZDate(Date.now(), ukTimeZone);
}

/**
 * Fixes the browser's clock at noon UK time today (the server keeps the real one): today's
 * evening matches are then still to come, not folded away as played, whenever the journeys run.
 * The page draws the server's markup first and the browser's clock once hydrated.
 */
export async function atUkNoon(target: Pick<Page, 'clock'>): Promise<void> {
  const today = ukNow();
  const noon = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), 12, 0, 0, ukTimeZone); // prettier-ignore
  await target.clock.setFixedTime(noon);
}

/** A date line as listing pages print it: "Saturday 1st November 2025". */
export function dateLine(day: Date): string {
  return format(day, 'EEEE do MMMM yyyy');
}

export function isoDay(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

export { addDays, nextSaturday };

/** Runs the command line against a database, e.g. `cli(url, ['import', '-'], listing)`. */
export function cli(databaseUrl: string, args: string[], input = ''): string {
  return execFileSync('npx', ['tsx', 'cli/main.ts', ...args], {
    input,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  }).toString();
}

const journeyDatabase = () => process.env.E2E_DATABASE_URL ?? '';

/**
 * Saves a listing into the test server's database through the command line, as staff might,
 * then waits until every server worker has noticed another process's commit and dropped its
 * cached pages (each polls SQLite every second), so the next page shows the listing.
 */
export function importListing(lines: readonly string[]): string {
  cacheAnswers('HIT', 2 * serverWorkers); // every worker holds the canary page
  const output = cli(journeyDatabase(), ['import', '-'], lines.join('\n'));
  cacheAnswers('MISS', serverWorkers); // each has cleared its cache (the 15 s expiry is far off)
  return output;
}

/** The journey server's workers: one per core unless WEB_CONCURRENCY says (server/config.ts). */
const serverWorkers = Number(process.env.WEB_CONCURRENCY) || availableParallelism();

/**
 * Asks the journey server for a page its cache keeps, each time on a new connection (workers
 * take connections in turn), until `count` answers had the X-Cache `wanted`: for a HIT, in a
 * row. Synchronous (a child process), so importListing stays a plain call in every beforeAll.
 */
function cacheAnswers(wanted: 'HIT' | 'MISS', count: number): void {
  const url = `http://127.0.0.1:${process.env.E2E_PORT}/football-on-tv-today`;
  const ask = `import { get } from 'node:http';
    const [url, wanted, count] = process.argv.slice(1);
    const answer = () => new Promise((resolve, reject) =>
      get(url, { agent: false }, (res) => res.resume().on('end', () => resolve(res.headers['x-cache'])))
        .on('error', reject));
    let seen = 0;
    for (let tries = 0; seen < Number(count); tries++) {
      if (tries === 600) throw new Error('X-Cache ' + wanted + ' was not seen ' + count + ' times');
      const cache = await answer();
      if (wanted === 'HIT') seen = cache === 'HIT' ? seen + 1 : 0;
      else if (cache === 'MISS') seen += 1;
      else await new Promise((resolve) => setTimeout(resolve, 50)); // not cleared yet: ask again
    }`;
  execFileSync(process.execPath, ['--input-type=module', '-e', ask, url, wanted, String(count)]);
}

/** Runs SQL on the test server's database file, as another process sharing it would. */
function onJourneyDatabase(statements: readonly string[]): void {
  const db = new Database(journeyDatabase());
  try {
    for (const statement of statements) db.exec(statement);
  } finally {
    db.close();
  }
}

/** Ends every staff session on the server, as the idle timeout or a logout elsewhere would. */
export function expireSessions(): void {
  onJourneyDatabase(["update sessions set expires_at = '2000-01-01T00:00:00.000Z'"]);
}

/**
 * Makes the server's database refuse every write to `table` with the error a read-only database
 * gives, until the returned function is called.
 */
export function refuseWrites(table: RefusingTable): () => void {
  const { refuse, undo } = refuseWritesStatements('sqlite', table);
  onJourneyDatabase(refuse);
  return () => onJourneyDatabase(undo);
}

/** The staff account the journeys sign in with. */
export const staffAccount = {
  username: 'journey-editor',
  password: 'correct horse battery staple 2026',
};

/**
 * Creates the journeys' staff account through the command line, as an administrator would. A
 * worker restarted after a failure finds the account already there, and resets its password.
 */
export function ensureStaffAccount(): void {
  try {
    addStaffAccount(journeyDatabase());
  } catch {
    cli(
      journeyDatabase(),
      ['user:reset-password', staffAccount.username],
      `${staffAccount.password}\n`,
    );
  }
}

/** Creates the journeys' staff account on a database with `user:create`. */
export function addStaffAccount(databaseUrl: string): void {
  cli(databaseUrl, ['user:create', staffAccount.username], `${staffAccount.password}\n`);
}

/** Waits until React has taken over the page: a click before that does nothing. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('textarea, main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(staffAccount.username);
  await page.getByLabel('Password').fill(staffAccount.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * A screen at one width: nothing scrolls sideways, axe finds no serious problem, and a
 * screenshot is kept to look at (test-results/screens/<name>-<width>.png).
 */
export async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBe(0);
  expect((await seriousAxeProblems(page)).map((problem) => `${name}: ${problem}`)).toEqual([]);
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

/**
 * The page's serious and critical WCAG 2.1 A/AA problems, each with the elements at fault (the
 * toast area is left out: toasts come and go). Expect none.
 */
export async function seriousAxeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A free port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  /** What the server has printed so far (its logs). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts another production server from the built site, as an operator would (`npm run serve`),
 * with its own settings; resolves once its health check answers.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      // One process, unless a journey asks for workers: several servers share two cores here.
      WEB_CONCURRENCY: '1',
      // As the main journey server (see playwright.config.ts).
      STAFF_TWO_FACTOR: 'optional',
      SIGN_IN_LIMIT: '1000',
      REQUEST_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
