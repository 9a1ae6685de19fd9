import { expect, test as base } from '@playwright/test';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  addDays,
  addStaffAccount,
  cli,
  dateLine,
  ensureStaffAccount,
  freePort,
  signIn,
  staffAccount,
  startServer,
  test,
  ukNow,
  type RunningServer,
} from './support';

test.beforeAll(ensureStaffAccount);

const baseline = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

function expectBaseline(headers: Record<string, string>) {
  expect(headers).toMatchObject(baseline);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-powered-by']).toBeUndefined();
}

/** The SHA-256 sources of a page's inline scripts, computed here as a browser would. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes ?? ''))
    .map(
      ([, , code]) =>
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
    );
}

test.describe('security headers on the running site', () => {
  test('a public page, first rendered and then from the cache, allows exactly its own scripts', async ({
    request,
  }) => {
    const miss = await request.get('/football-on-tv-this-week?cache-test=1');
    expect(miss.headers()['x-cache']).toBe('MISS');
    // Another journey's write (noticed by the server's once-a-second poll) may drop the cache
    // just after the first request: then the page is asked for again, a few times at most.
    let hit = await request.get('/football-on-tv-this-week?cache-test=2');
    for (let attempt = 3; attempt < 6 && hit.headers()['x-cache'] !== 'HIT'; attempt++)
      hit = await request.get(`/football-on-tv-this-week?cache-test=${attempt}`);
    expect(hit.headers()['x-cache']).toBe('HIT'); // an unknown parameter is not a new page
    for (const response of [miss, hit]) {
      const headers = response.headers();
      expectBaseline(headers);
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).not.toContain('unsafe-inline');
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      const allowed = scriptSrc.split(' ').slice(2);
      expect(new Set(allowed)).toEqual(new Set(inlineScriptSources(await response.text())));
      expect(allowed.length).toBeGreaterThan(1);
    }
  });

  test('the API, the feed, the health check and a 404 carry them too', async ({ request }) => {
    for (const [path, status, isPage] of [
      ['/api/fixtures', 200, false],
      ['/feed.xml', 200, false],
      ['/healthz', 200, false],
      ['/no-such-page-at-all', 404, true],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      expectBaseline(headers);
      if (!isPage) expect(headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  test('a staff page carries them and is never stored', async ({ page }) => {
    await signIn(page);
    const response = await page.request.get('/admin');
    expectBaseline(response.headers());
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  });

  test('the browser enforces the policy: a script slipped into the page does not run', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/football-on-tv-today');
    const ran = await page.evaluate(async () => {
      // An inline script runs as it is added, or is refused: the refusal is reported as an event.
      const refused = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await refused;
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toContain("script-src 'self'");
    cspViolations.splice(0); // the one violation this test caused on purpose
  });
});

/**
 * A TLS-terminating proxy as nginx is set up in docs/deploy.md: https outside, plain http to the
 * server, X-Forwarded-Proto/Host/For set. It connects from 127.0.0.2, so the server can tell the
 * proxy (127.0.0.2) from the client it forwards (127.0.0.1).
 */
async function startTlsProxy(target: RunningServer, dir: string, port: number) {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' }); // prettier-ignore
  const server = createHttpsServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (req, res) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          localAddress: '127.0.0.2',
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-host': req.headers.host,
            'x-forwarded-for': req.socket.remoteAddress,
          },
        },
        (answer: IncomingMessage) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => server.close() };
}

/** A GET on a connection of its own: the cluster's primary hands each new one to a worker. */
function getAlone(url: string): Promise<{ status: number; cache: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers['x-cache']),
          body,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

base(
  'every core serves: workers share the port, sessions and fresh pages, and stop together',
  async ({ browser }) => {
    base.setTimeout(120_000);
    const dir = mkdtempSync(join(tmpdir(), 'kickoff-workers-'));
    const database = join(dir, 'kickoff.sqlite');
    addStaffAccount(database);
    const server = await startServer({
      DATABASE_URL: database,
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
    });
    try {
      // Requests on new connections are answered by both workers (once the second listens too).
      const pids = async () => {
        expect((await getAlone(`${server.url}/healthz`)).status).toBe(200);
        const lines = server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g);
        return new Set([...lines].map((m) => m[1])).size;
      };
      await expect.poll(pids, { timeout: 20_000 }).toBe(2);

      // Both workers keep the page in their caches...
      const page = `${server.url}/football-on-tv-today`;
      const caches = new Set<string>();
      for (let i = 0; i < 6; i += 1) caches.add((await getAlone(page)).cache);
      expect(caches).toContain('HIT');

      // ...a save through one clears both at once, so staff see it whichever worker answers.
      const context = await browser.newContext({ baseURL: server.url });
      const staff = await context.newPage();
      await staff.goto('/login');
      await staff.getByLabel('Username').fill(staffAccount.username);
      await staff.getByLabel('Password').fill(staffAccount.password);
      await staff.getByRole('button', { name: 'Sign In' }).click();
      await expect(staff).toHaveURL(/\/admin$/);
      const match = `Workers ${Date.now().toString(36)} v Cores United`;
      await staff
        .getByLabel('Paste Fixture Information')
        .fill([dateLine(ukNow()), '23:55', match, 'League Two', 'Sky Sports Football'].join('\n'));
      await staff.getByRole('button', { name: 'Parse Fixtures' }).click();
      await staff.getByRole('button', { name: 'Save 1 Fixture' }).click();
      await expect(staff.getByText('Fixtures saved successfully')).toBeVisible();
      for (let i = 0; i < 6; i += 1) expect((await getAlone(page)).body).toContain(match);
      await context.close();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    // SIGTERM to the primary stopped every worker, each after its requests.
    expect(server.output()).toContain('shutting down all workers');
    expect(server.output().match(/"msg":"shutting down"/g)).toHaveLength(2);
  },
);

base.describe('behind a TLS proxy', () => {
  base(
    'staff sign in over https, with a secure cookie, https links and their real address',
    async ({ browser }) => {
      base.setTimeout(120_000);
      const dir = mkdtempSync(join(tmpdir(), 'kickoff-proxy-'));
      const database = join(dir, 'kickoff.sqlite');
      const proxyPort = await freePort();
      const siteUrl = `https://localhost:${proxyPort}`;
      addStaffAccount(database);
      const server = await startServer({
        DATABASE_URL: database,
        TRUST_PROXY: 'loopback',
        SITE_URL: siteUrl,
      });
      const proxy = await startTlsProxy(server, dir, proxyPort);
      try {
        const context = await browser.newContext({ baseURL: siteUrl, ignoreHTTPSErrors: true });
        const page = await context.newPage();
        const home = await page.goto('/');
        expect(home?.headers()['strict-transport-security']).toBe(
          'max-age=63072000; includeSubDomains',
        );
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${siteUrl}/`);

        // Sign-in used to fail here with 400: the Origin (https) and the request (http) differed.
        await page.goto('/login');
        await page.getByLabel('Username').fill(staffAccount.username);
        await page.getByLabel('Password').fill(staffAccount.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page).toHaveURL(`${siteUrl}/admin`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Panel');
        const cookies = await context.cookies();
        expect(cookies.find((c) => c.name === '__Host-session')).toMatchObject({
          secure: true,
          httpOnly: true,
          path: '/',
        });
        await context.close();

        // The audit trail names the client the proxy forwarded, not the proxy.
        const db = new Database(database, { readonly: true });
        const login = db
          .prepare("select ip from audit_events where action = 'login.success' order by id desc")
          .get() as { ip: string } | undefined;
        db.close();
        expect(login?.ip).toBe('127.0.0.1');

        // Plain http to a public host name is sent to the https site.
        const plain = await new Promise<IncomingMessage>((resolve, reject) =>
          httpRequest(`${server.url}/schedule?team=hull`, { headers: { host: 'kickoff.example' } })
            .on('response', resolve)
            .on('error', reject)
            .end(),
        );
        plain.resume();
        expect(plain.statusCode).toBe(301);
        expect(plain.headers.location).toBe(`${siteUrl}/schedule?team=hull`);
      } finally {
        proxy.close();
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

base.describe('several instances on one PostgreSQL database', () => {
  base(
    'three start together; a save on one, or by the CLI, shows on the others at once',
    async ({ browser }) => {
      base.setTimeout(180_000);
      const adminUrl = process.env.TEST_DATABASE_URL;
      base.skip(!adminUrl, 'TEST_DATABASE_URL is not set');
      const name = `kickoff_e2e_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const env = { DATABASE_URL: databaseUrl, SHARE_LINK_KEY: randomBytes(32).toString('hex') };
      const servers: RunningServer[] = [];
      try {
        // Together on a brand-new database: migrations and starting content happen once.
        servers.push(...(await Promise.all([1, 2, 3].map(() => startServer(env)))));
        const [a, b, c] = servers as [RunningServer, RunningServer, RunningServer];
        const check = new pg.Client({ connectionString: databaseUrl });
        await check.connect();
        const { rows } = await check.query<{ name: string; n: string }>(
          'select name, count(*) as n from kysely_migration group by name having count(*) > 1',
        );
        await check.end();
        expect(rows).toEqual([]);

        const page = '/schedule';
        const warm = async (server: RunningServer) => {
          await fetch(`${server.url}${page}`);
          const again = await fetch(`${server.url}${page}`);
          expect(again.headers.get('x-cache')).toBe('HIT');
        };
        const shows = (server: RunningServer, text: string) =>
          fetch(`${server.url}${page}`).then(async (r) => (await r.text()).includes(text));
        // Warmed just before each change and shown well within the page cache's 15 s expiry: the
        // others were told. How soon (decision 0009: about a second) is the bench's (0009 lines).
        const told = { timeout: 8_000 };
        const tomorrow = dateLine(addDays(ukNow(), 1));

        // A save on instance A, from its admin page.
        addStaffAccount(databaseUrl);
        const context = await browser.newContext({ baseURL: a.url });
        const staff = await context.newPage();
        await signIn(staff);
        await staff
          .getByLabel('Paste Fixture Information')
          .fill(
            [
              tomorrow,
              '19:30',
              'Instanceford v Elsewhere Rovers',
              'League Two',
              'Sky Sports+',
            ].join('\n'),
          );
        await staff.getByRole('button', { name: 'Parse Fixtures' }).click();
        await Promise.all([warm(b), warm(c)]);
        await staff.getByRole('button', { name: 'Save 1 Fixtures' }).click();
        await expect(staff.getByText('Fixtures saved successfully')).toBeVisible();
        await expect.poll(() => shows(b, 'Instanceford v Elsewhere Rovers'), told).toBe(true);
        await expect.poll(() => shows(c, 'Instanceford v Elsewhere Rovers'), told).toBe(true);
        await context.close();

        // An import by the command line.
        await Promise.all([warm(b), warm(c)]);
        cli(
          databaseUrl,
          ['import', '-'],
          [tomorrow, '19:45', 'Clitown v Terminal Athletic', 'League Two', 'Sky Sports+'].join(
            '\n',
          ),
        );
        await expect.poll(() => shows(b, 'Clitown v Terminal Athletic'), told).toBe(true);
        await expect.poll(() => shows(c, 'Clitown v Terminal Athletic'), told).toBe(true);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
