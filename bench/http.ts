// P1-P4 of docs/performance.md: the production server on loopback, under wrk, against nginx serving
// the same bytes. Each figure is a median of 3 runs, alternating the sides a ratio compares.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash, randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { Db } from '~/db/create-db.server';
import { seedStartingArticles } from '~/features/articles/seed-articles.server';
import { listFixtures } from '~/features/schedule/fixture-store.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { ukToday } from '~/lib/london-time';
import { openDatabase } from '../server/database';
import { wantedThreadpoolSize } from '../server/threadpool';
import { makeDailyFixtures } from './listing';
import { collectGarbage, median, time, type BenchLine } from './measure';

export const referencePath = '/football-on-tv-today';
export const referenceFixtures = 200;

/**
 * Seconds of each load run. docs/performance.md says 3 s warm-up + 10 s measured; by default the
 * bench takes 2 s + 8 s so that all of it fits in ~8 minutes on this machine (the full method alone
 * took 7.5). BENCH_WARMUP_S=3 BENCH_MEASURE_S=10 runs the method as written.
 */
export const loadWindow = {
  warmUp: Number(process.env.BENCH_WARMUP_S ?? 2),
  measure: Number(process.env.BENCH_MEASURE_S ?? 8),
};

export function describeLoadWindow(): string {
  const full = loadWindow.warmUp >= 3 && loadWindow.measure >= 10;
  return `${loadWindow.warmUp} s warm-up + ${loadWindow.measure} s measured per load run${
    full
      ? ''
      : ' (docs/performance.md: 3 s + 10 s; shortened so the whole bench fits ~8 minutes, BENCH_WARMUP_S=3 BENCH_MEASURE_S=10 for the full method)'
  }`;
}
export const connections = 10;
export const rounds = 3;

// ---------------------------------------------------------------------------------------------
// Processes: every child is remembered, so a bench that fails or is interrupted stops them.

const children = new Set<ChildProcess>();
const groupLeaders = new WeakSet<ChildProcess>();
process.once('exit', () => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      if (groupLeaders.has(child) && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/** Output kept from a child, for the error when it fails (minus the first-start password). */
function collectOutput(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () =>
    text
      .split('\n')
      .filter((line) => !/password/i.test(line))
      .join('\n');
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const stopping = new WeakSet<ChildProcess>();

/**
 * SIGTERM, then SIGKILL if it has not gone after `graceMs`. With `group`, the signals go to the
 * process group of a child spawned `detached` (it and the processes it started).
 */
export async function stopChild(
  child: ChildProcess,
  graceMs = 15_000,
  { group = false }: { group?: boolean } = {},
): Promise<void> {
  stopping.add(child);
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group && child.pid !== undefined) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), graceMs);
    await exited(child);
    clearTimeout(timer);
  }
  // What the group's leader started may outlive it by a moment.
  if (group) signal('SIGKILL');
  children.delete(child);
}

/** Remembers a child to stop on exit; `group` when it was spawned `detached` (own group). */
export function track(child: ChildProcess, { group = false } = {}): ChildProcess {
  children.add(child);
  if (group) groupLeaders.add(child);
  return child;
}

/** A loopback port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * wrk and nginx (HTTP figures) and Chromium (page figures, Lighthouse) come from Debian. As root the bench installs what is missing; otherwise it says
 * what to install.
 */
export function ensureDebianTools(): void {
  const wanted = [
    { command: 'wrk', pkg: 'wrk' },
    { command: 'nginx', pkg: 'nginx-light' },
    { command: 'chromium', pkg: 'chromium' },
  ];
  const missing = () =>
    wanted.filter(({ command }) => !hasCommand(command) && !hasCommand(`/usr/sbin/${command}`));
  if (missing().length === 0) return;
  const packages = missing().map((m) => m.pkg);
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    throw new Error(
      `The HTTP and page figures need ${packages.join(' and ')}: run \`sudo apt-get install -y ${packages.join(' ')}\``,
    );
  }
  console.error(`Installing ${packages.join(', ')} with apt-get...`);
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    if (!install()) throw new Error(`apt-get install ${packages.join(' ')} failed`);
  }
  if (missing().length > 0) throw new Error(`still missing after apt-get: ${packages.join(' ')}`);
}

function nginxCommand(): string {
  return hasCommand('nginx') ? 'nginx' : '/usr/sbin/nginx';
}

// ---------------------------------------------------------------------------------------------
// Plain HTTP requests, with the body as sent (fetch() would decompress it).

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function httpGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** `<li>` rows inside `<ul class="fixtures">` lists: what a visitor without JavaScript sees. */
export function countFixtureRows(html: string): number {
  let rows = 0;
  const list = /<ul class="fixtures"[^>]*>([\s\S]*?)<\/ul>/g;
  for (const match of html.matchAll(list)) rows += (match[1]!.match(/<li[\s>]/g) ?? []).length;
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The site under test: a production build on a temporary SQLite database with 200 fixtures today.

export interface BenchSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  today: string;
  /** The seeded database, open in this process too (P2 renders in-process from it). */
  db: Db;
  /** The directory the server runs in: a private copy of `build/` (see snapshotBuild). */
  root: string;
  /** The reference page as the server sends it uncompressed. */
  referenceHtml: string;
  stop(): Promise<void>;
}

const projectRoot = process.cwd();

/** `npm run build`: the bench always measures the current sources. */
function buildApp(): void {
  const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    // Vite names the failing module first and then lists every module it saw: keep the start.
    throw new Error(`npm run build failed:\n${result.stderr.slice(0, 3000)}`);
  }
}

/**
 * Builds, then copies `build/server` and `build/client` into `dir`: other people's tools
 * (Playwright's web server runs `npm run build`) rewrite `build/` at any moment, and a server
 * whose files vanish mid-run answers 500s and 404s. The copy is the same build, served by the
 * project's own server/main.ts from `dir` (with node_modules linked and the project tsconfig).
 */
function snapshotBuild(dir: string): void {
  for (let attempt = 1; ; attempt++) {
    buildApp();
    try {
      for (const part of ['server', 'client']) {
        cpSync(join(projectRoot, 'build', part), join(dir, 'build', part), { recursive: true });
      }
      const entry = readFileSync(join(dir, 'build', 'server', 'index.js'), 'utf8');
      for (const m of entry.matchAll(/from\s+"\.\/([^"]+)"/g)) {
        if (!existsSync(join(dir, 'build', 'server', m[1]!))) throw new Error(`no ${m[1]}`);
      }
      break;
    } catch (error) {
      rmSync(join(dir, 'build'), { recursive: true, force: true });
      if (attempt === 3) {
        throw new Error('build/ kept changing while it was copied', { cause: error });
      }
    }
  }
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/**
 * The production server on a private copy of the build and a seeded SQLite database, with
 * `workers` server processes (one unless said: P1-P4 compare one Node process with one nginx
 * worker).
 */
export async function startBenchSite({ workers = 1 } = {}): Promise<BenchSite> {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-bench-site-'));
  let db: Db | undefined;
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server) await stopChild(server);
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    snapshotBuild(dir);
    const databaseUrl = join(dir, 'data', 'bench.sqlite');
    const today = ukToday();
    db = await openDatabase(databaseUrl);
    const saved = await saveFixtures(db, makeDailyFixtures(referenceFixtures, today, 200));
    if (saved.created !== referenceFixtures) throw new Error(`saved ${saved.created} fixtures`);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // The starting guides, for the news article's Lighthouse run (P7), rendered for the site's
    // address as the server's own start-up seeds them.
    await seedStartingArticles(db, new Date(), { siteUrl: origin });
    // `tsx server/main.ts` as `npm run serve` runs it, minus the npx and tsx wrapper processes.
    server = track(
      spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'main.ts')], {
        cwd: dir,
        env: {
          ...process.env,
          TSX_TSCONFIG_PATH: join(projectRoot, 'tsconfig.json'),
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_URL: origin,
          DATABASE_URL: databaseUrl,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          WEB_CONCURRENCY: String(workers),
          UV_THREADPOOL_SIZE: String(wantedThreadpoolSize), // as npm run serve sets it
          // The load clients name their own addresses in X-Forwarded-For: rate limits count per
          // address, and one address cannot ask for a fresh page a thousand times a minute.
          TRUST_PROXY: 'loopback',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    const output = collectOutput(server);
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
      const ok = await httpGet(`${origin}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 60_000) throw new Error(`no /healthz after 60 s:\n${output()}`);
      await sleep(200);
    }
    const running = server;
    running.once('exit', (code, signal) => {
      if (!stopping.has(running)) {
        console.error(`[bench] the server exited (${code ?? signal}) mid-run:\n${output()}`);
      }
    });
    const page = await httpGet(`${origin}${referencePath}`);
    const referenceHtml = page.body.toString();
    const rows = countFixtureRows(referenceHtml);
    if (page.status !== 200 || rows !== referenceFixtures) {
      throw new Error(`${referencePath} answered ${page.status} with ${rows} fixture rows`);
    }
    return { origin, today, db, root: dir, referenceHtml, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Load: wrk with a Lua script that reports its figures as one JSON line.

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Socket errors, timeouts and responses with a status of 400 or more. */
  errors: number;
  /** Of those, the responses with a status of 400 or more. */
  failedStatuses: number;
  errorKinds: string;
  /** Bytes read per response, headers included: tells a 304 from a 200. */
  bytesPerResponse: number;
}

// Only `done` in the common case: a Lua `request` or `response` function would slow wrk down
// (it then builds every request, or parses every response, in Lua).
const wrkReport = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRKJSON {"requests":%d,"duration_us":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
// A new page on every request: `?page=<run>-<thread>-<n>`. `page` is in the page cache's key
// (article lists read it) but the day view ignores it, so each is the same 200 fixtures rendered
// anew. A parameter no page reads would be left out of the key and served from the cache. Every
// 200 requests come from another client address (X-Forwarded-For, believed from loopback), well
// inside the 1,000 a minute one address may ask for that the cache does not hold.
const wrkUnique = `
local next_id = 0
function setup(thread)
  next_id = next_id + 1
  thread:set("tid", next_id)
end
function init(args)
  tag = args[1]
  counter = 0
  first_client = math.floor(tonumber(tag) / 10) % 16000000
end
function request()
  counter = counter + 1
  local client = first_client + math.floor(counter / 200)
  wrk.headers["X-Forwarded-For"] = "10." .. (math.floor(client / 65536) % 256) .. "." ..
    (math.floor(client / 256) % 256) .. "." .. (client % 256)
  return wrk.format(nil, wrk.path .. "?page=" .. tag .. "-" .. tid .. "-" .. counter)
end
${wrkReport}`;

let scriptDir: string | undefined;

export async function runWrk(
  url: string,
  options: {
    seconds: number;
    connections?: number;
    headers?: Record<string, string>;
    /** A new query string on every request: each one is a page cache miss. */
    unique?: boolean;
    /**
     * Lua that makes each request (`init` and `request` functions, with the run's tag in
     * `args[1]`), for loads the two built-in scripts do not cover; the report is added to it.
     */
    requests?: string;
  },
): Promise<LoadResult> {
  if (!scriptDir) {
    const dir = mkdtempSync(join(tmpdir(), 'kickoff-bench-wrk-'));
    writeFileSync(join(dir, 'report.lua'), wrkReport);
    writeFileSync(join(dir, 'unique.lua'), wrkUnique);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    scriptDir = dir;
  }
  let script = options.unique ? 'unique.lua' : 'report.lua';
  if (options.requests !== undefined) {
    script = `custom-${createHash('sha256').update(options.requests).digest('hex').slice(0, 12)}.lua`;
    writeFileSync(join(scriptDir, script), `${options.requests}\n${wrkReport}`);
  }
  const args = [
    '-t1',
    `-c${options.connections ?? connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '5s',
    '-s',
    join(scriptDir, script),
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]),
    url,
    '--',
    String(Date.now()),
  ];
  const child = track(spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  const output = collectOutput(child);
  const code = await exited(child);
  children.delete(child);
  const line = /WRKJSON (\{.*\})/.exec(output());
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed:\n${output()}`);
  const raw = JSON.parse(line[1]!) as {
    requests: number;
    duration_us: number;
    bytes: number;
    errors: Record<string, number>;
    p50_us: number;
    p99_us: number;
  };
  return {
    requests: raw.requests,
    requestsPerSecond: raw.requests / (raw.duration_us / 1e6),
    bytesPerResponse: raw.bytes / Math.max(1, raw.requests),
    p50: raw.p50_us / 1000,
    p99: raw.p99_us / 1000,
    errors: Object.values(raw.errors).reduce((a, b) => a + b, 0),
    failedStatuses: raw.errors.status ?? 0,
    errorKinds: Object.entries(raw.errors)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', '),
  };
}

/** How often the cache-busting client asks: the rate that once cut cached throughput to 1 %. */
const bustingRate = 40;

/**
 * Runs `measure` while one client asks for the page with random query strings (unknown
 * parameters and campaign tags), `bustingRate` times a second; counts what it sent and how many
 * answers came from the cache.
 */
async function whileBusting<T>(
  url: string,
  counts: { sent: number; hits: number },
  measure: () => Promise<T>,
): Promise<T> {
  let busy = true;
  const client = (async () => {
    while (busy) {
      const random = Math.random().toString(36).slice(2);
      const reply = await httpGet(`${url}?x=${random}&utm_source=${random}`);
      counts.sent += 1;
      if (reply.headers['x-cache'] === 'HIT') counts.hits += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000 / bustingRate));
    }
  })();
  try {
    return await measure();
  } finally {
    busy = false;
    await client;
  }
}

/** One measured run after an unmeasured warm-up of the same load. */
export async function measureLoad(
  url: string,
  options: Omit<Parameters<typeof runWrk>[1], 'seconds'> & {
    /** Bounds on bytes per response (body and headers), to be sure of what was served. */
    minBytes: number;
    maxBytes: number;
  },
): Promise<LoadResult> {
  await runWrk(url, { ...options, seconds: loadWindow.warmUp });
  const result = await runWrk(url, { ...options, seconds: loadWindow.measure });
  if (result.errors > 0) {
    throw new Error(`${url}: ${result.errorKinds} errors in ${result.requests} requests`);
  }
  if (result.bytesPerResponse < options.minBytes || result.bytesPerResponse > options.maxBytes) {
    throw new Error(
      `${url}: ${Math.round(result.bytesPerResponse)} B a response, expected ${options.minBytes}-${options.maxBytes}`,
    );
  }
  return result;
}

export const rps = (value: number) => `${Math.round(value).toLocaleString('en-GB')} req/s`;
export const ms = (value: number) => `${value.toFixed(2)} ms`;

// ---------------------------------------------------------------------------------------------
// nginx serving the reference page's bytes: plain, gzip on the fly, and gzip_static.

interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

async function startNginx(html: Buffer, gzipped: Buffer, contentType: string): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-bench-nginx-'));
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // nginx's workers run as nobody when started as root: they must be able to read the files.
    chmodSync(dir, 0o755);
    const name = referencePath.slice(1);
    for (const variant of ['plain', 'gzip', 'static']) {
      mkdirSync(join(dir, 'www', variant), { recursive: true, mode: 0o755 });
      writeFileSync(join(dir, 'www', variant, name), html, { mode: 0o644 });
    }
    writeFileSync(join(dir, 'www', 'static', `${name}.gz`), gzipped, { mode: 0o644 });
    // The type and charset apart, as nginx wants them for gzip_types to match.
    const [mimeType = 'text/html', ...parameters] = contentType.split(';').map((p) => p.trim());
    const charset = parameters.find((p) => /^charset=/i.test(p))?.slice('charset='.length);
    const port = await freePort();
    const temp = (kind: string) => `${kind}_temp_path ${join(dir, `${kind}-temp`)};`;
    writeFileSync(
      join(dir, 'nginx.conf'),
      `
daemon off;
master_process on;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  types { }
  default_type ${mimeType};
  ${charset ? `charset ${charset};` : ''}
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${join(dir, 'www')};
    location /plain/ { gzip off; }
    location /gzip/ { gzip on; gzip_comp_level 9; gzip_types text/html; gzip_vary on; }
    location /static/ { gzip_static on; gzip_vary on; }
  }
}
`,
    );
    child = track(
      spawn(
        nginxCommand(),
        ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    const output = collectOutput(child);
    const origin = `http://127.0.0.1:${port}`;
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) {
        const log = readFileSync(join(dir, 'error.log'), 'utf8');
        throw new Error(`nginx exited:\n${output()}\n${log}`);
      }
      const ok = await httpGet(`${origin}/plain/${name}`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 15_000) throw new Error(`nginx did not answer:\n${output()}`);
      await sleep(100);
    }
    return { origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The floor for any Node server: bare `node:http` answering every request with the same bytes
 * and headers from memory, no routing, no logging. Shows how much of P1 is Node itself.
 */
async function startBareNode(body: Buffer, headers: IncomingHttpHeaders): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-bench-bare-'));
  writeFileSync(join(dir, 'page.html'), body);
  const kept = Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
    ),
  );
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(join(dir, 'page.html'))});
    const headers = ${JSON.stringify(kept)};
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1');
  `;
  const child = track(spawn(process.execPath, ['-e', source], { stdio: 'ignore' }));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await httpGet(`${origin}/`).then(
      (r) => r.status === 200,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > 15_000) {
      await stop();
      throw new Error('the bare node:http server did not start');
    }
    await sleep(100);
  }
  return { origin, stop };
}

// ---------------------------------------------------------------------------------------------
// P2 in-process: the built React Router server build, rendered without any HTTP or cache.

interface ServerBundle {
  build: ServerBuild;
  appContext: Parameters<RouterContextProvider['set']>[0];
}

/** The built app and the context key its routes read, from the server bundle's entry. */
async function loadServerBundle(root: string): Promise<ServerBundle> {
  const entry = join(root, 'build', 'server', 'index.js');
  const { build, appContext } = (await import(pathToFileURL(entry).href)) as Partial<ServerBundle>;
  if (!build || !appContext) throw new Error(`${entry} exports no build and appContext`);
  return { build, appContext };
}

interface InProcessTimes {
  /** The whole page: loaders, data encoding and React, as the server renders a miss. */
  render: number;
  renders: number;
  /** The same loaders with their data encoded, no React (`<page>.data`). */
  data: number;
  /** The day view's fixture query alone. */
  query: number;
  /** What the page cache adds to a miss: SHA-256, gzip level 9 and brotli quality 6. */
  cacheEntry: number;
}

/** Median ms of `fn` over the measurement window, after the warm-up window. */
async function medianOver(fn: () => Promise<unknown>, seconds = loadWindow.measure) {
  const warmUpUntil = performance.now() + loadWindow.warmUp * 1000;
  while (performance.now() < warmUpUntil) await fn();
  collectGarbage();
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) times.push(await time(fn));
  return { median: median(times), count: times.length };
}

/**
 * Renders a path in this process through the built server bundle, with the services
 * server/app.ts gives it: no HTTP, no page cache. Resolves to the page's bytes (or its data's),
 * as the server sends them: it never decodes a page into text, so neither does a measurement.
 */
export async function createInProcessRenderer(
  site: BenchSite,
): Promise<(path: string) => Promise<Buffer>> {
  const { build, appContext } = await loadServerBundle(site.root);
  const handler = createRequestHandler(build, 'production');
  const services = {
    db: site.db,
    siteUrl: site.origin,
    now: () => new Date(),
    invalidatePages: () => {},
    shareLinkKey: randomBytes(32),
    requestId: 'bench',
    clientIp: '127.0.0.1',
  };
  return async (path) => {
    const context = new RouterContextProvider();
    // As server/app.ts sets it: a whole page sends its list rows in its markup only.
    context.set(appContext, { ...services, documentRequest: !path.endsWith('.data') });
    const response = await handler(new Request(`${site.origin}${path}`), context);
    if (response.status !== 200) throw new Error(`in-process ${path} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
}

/** The reference page rendered in this process from the built bundle: no HTTP, no page cache. */
async function renderInProcess(site: BenchSite): Promise<InProcessTimes> {
  const get = await createInProcessRenderer(site);
  const html = (await get(referencePath)).toString();
  if (countFixtureRows(html) !== referenceFixtures) {
    throw new Error(`in-process render listed ${countFixtureRows(html)} fixtures`);
  }
  const render = await medianOver(() => get(referencePath));
  const short = Math.max(1, loadWindow.measure / 4);
  const data = await medianOver(() => get(`${referencePath}.data`), short);
  const query = await medianOver(
    () => listFixtures(site.db, { from: site.today, to: site.today, limit: 401 }),
    short,
  );
  const body = Buffer.from(html);
  const cacheEntry = await medianOver(async () => {
    createHash('sha256').update(body).digest('base64url');
    gzipSync(body, { level: 9 });
    brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 6,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }, short);
  return {
    render: render.median,
    renders: render.count,
    data: data.median,
    query: query.median,
    cacheEntry: cacheEntry.median,
  };
}

// ---------------------------------------------------------------------------------------------
// P4: the public HTML routes and their caching headers.

function publicRoutes(html: string): string[] {
  const matchPath = /href="(\/match\/[^"?#]+)"/.exec(html)?.[1];
  const channelPath = /href="(\/channel\/[^"?#]+)"/.exec(html)?.[1] ?? '/channel/bbc-one';
  return [
    '/',
    '/schedule',
    '/football-on-tv-today',
    '/football-on-tv-tonight',
    '/football-on-tv-this-weekend',
    '/football-on-tv-this-week',
    '/channels',
    '/competitions',
    matchPath ?? '/match/(none on the reference page)',
    channelPath,
    '/free-to-air-tv',
    '/about',
    '/cookie-policy',
    '/football-tv-guide',
  ];
}

/** What is wrong with a response's revalidation headers; empty when nothing. */
function cachingProblems(response: RawResponse): string[] {
  const problems: string[] = [];
  if (response.status !== 200) problems.push(`status ${response.status}`);
  if (!response.headers.etag) problems.push('no ETag');
  const cacheControl = String(response.headers['cache-control'] ?? '');
  const directives = new Map<string, string | undefined>();
  for (const directive of cacheControl.toLowerCase().split(',')) {
    const [name = '', value] = directive.trim().split('=');
    directives.set(name, value);
  }
  const atLeast = (name: string, min: number) => {
    const value = Number(directives.get(name));
    if (!directives.has(name) || !(value >= min)) problems.push(`${name} < ${min}`);
  };
  if (!directives.has('public')) problems.push('not public');
  atLeast('max-age', 60);
  atLeast('s-maxage', 60);
  atLeast('stale-while-revalidate', 300);
  if (problems.length > 0) problems.push(`Cache-Control "${cacheControl}"`);
  return problems;
}

async function checkRevalidation(origin: string, html: string) {
  const failures: string[] = [];
  const routes = publicRoutes(html);
  for (const path of routes) {
    // The first request may render (a miss); the second comes from the page cache (a hit).
    const first = await httpGet(`${origin}${path}`);
    const second = await httpGet(`${origin}${path}`);
    const problems = [
      ...cachingProblems(first).map((p) => `${p} (${first.headers['x-cache'] ?? 'no X-Cache'})`),
      ...cachingProblems(second).map((p) => `${p} (${second.headers['x-cache'] ?? 'no X-Cache'})`),
    ];
    const etag = second.headers.etag;
    if (etag) {
      const revalidated = await httpGet(`${origin}${path}`, { 'If-None-Match': etag });
      if (revalidated.status !== 304) problems.push(`If-None-Match gave ${revalidated.status}`);
    }
    if (problems.length > 0) failures.push(`${path}: ${[...new Set(problems)].join(', ')}`);
  }
  return { routes, failures };
}

// ---------------------------------------------------------------------------------------------

/** Runs one group of figures; if it breaks, its figures are reported as not measured. */
export async function section<T>(
  lines: BenchLine[],
  name: string,
  run: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    lines.push({ name, note: text, failed: true });
    return undefined;
  }
}

export async function benchHttp(site: BenchSite): Promise<BenchLine[]> {
  const window = `${loadWindow.warmUp} s warm-up + ${loadWindow.measure} s measured per run`;
  const method = `median of ${rounds} alternating runs, ${connections} connections, wrk -t1, ${window}`;
  const pageUrl = `${site.origin}${referencePath}`;
  const page = referencePath;
  const gzip = { 'Accept-Encoding': 'gzip' };
  const rate = (list: LoadResult[]) => median(list.map((r) => r.requestsPerSecond));
  const p99 = (list: LoadResult[]) => median(list.map((r) => r.p99));

  // The page cache holds the page: these two also give the bytes nginx will serve.
  const plain = await httpGet(pageUrl);
  const zipped = await httpGet(pageUrl, gzip);
  if (plain.headers['x-cache'] !== 'HIT' || zipped.headers['content-encoding'] !== 'gzip') {
    throw new Error(
      `${referencePath} is not a gzip-capable cache hit: X-Cache ${plain.headers['x-cache']}, ` +
        `Content-Encoding ${zipped.headers['content-encoding']}`,
    );
  }
  const contentType = String(plain.headers['content-type']);
  // Bytes a response may take, headers included, so a run proves what it was served.
  const whole = { minBytes: plain.body.length, maxBytes: plain.body.length + 2000 };
  const compressed = {
    headers: gzip,
    minBytes: Math.round(zipped.body.length * 0.9),
    maxBytes: Math.round(zipped.body.length * 1.1) + 2000,
  };
  const rendered = {
    unique: true,
    minBytes: Math.round(plain.body.length * 0.95),
    maxBytes: Math.round(plain.body.length * 1.05) + 2000,
  };

  // P1 (and P3's hits): ours and nginx, alternating, each on one core (one Node process, one
  // nginx worker), with a bare node:http server as the floor for Node; and ours again while one
  // client invents query strings, which must not empty the cache.
  const busting = { sent: 0, hits: 0 };
  const p1Lines: BenchLine[] = [];
  const hits = await section(p1Lines, 'P1 cached page throughput', async () => {
    const nginx = await startNginx(plain.body, zipped.body, contentType);
    const bare = await startBareNode(plain.body, plain.headers).catch(async (error: unknown) => {
      await nginx.stop();
      throw error;
    });
    const runs = {
      ours: [] as LoadResult[],
      busted: [] as LoadResult[],
      nginx: [] as LoadResult[],
      bare: [] as LoadResult[],
      oursGzip: [] as LoadResult[],
      nginxGzip: [] as LoadResult[],
      nginxGzipStatic: [] as LoadResult[],
    };
    try {
      const check = await httpGet(`${nginx.origin}/plain${page}`);
      if (!check.body.equals(plain.body) || check.headers['content-type'] !== contentType) {
        throw new Error('nginx does not serve the same bytes and Content-Type');
      }
      const staticGzip = await httpGet(`${nginx.origin}/static${page}`, gzip);
      if (!staticGzip.body.equals(zipped.body)) throw new Error('nginx gzip_static bytes differ');
      for (let round = 0; round < rounds; round++) {
        runs.ours.push(await measureLoad(pageUrl, whole));
        runs.busted.push(await whileBusting(pageUrl, busting, () => measureLoad(pageUrl, whole)));
        runs.nginx.push(await measureLoad(`${nginx.origin}/plain${page}`, whole));
        runs.bare.push(await measureLoad(`${bare.origin}${page}`, whole));
        runs.oursGzip.push(await measureLoad(pageUrl, compressed));
        runs.nginxGzip.push(await measureLoad(`${nginx.origin}/gzip${page}`, compressed));
        runs.nginxGzipStatic.push(await measureLoad(`${nginx.origin}/static${page}`, compressed));
      }
    } finally {
      await nginx.stop();
      await bare.stop();
    }
    const nginxGzipSize = gzipSync(plain.body, { level: 9 }).length;
    p1Lines.push(
      {
        name: 'P1 cached throughput beside a cache-busting client / without it',
        value: (rate(runs.busted) / rate(runs.ours)) * 100,
        unit: '%',
        budget: 80,
        kind: 'min',
        note: `${rps(rate(runs.busted))} vs ${rps(rate(runs.ours))}; one more client sent ${referencePath}?x=<random>&utm_source=<random> about ${bustingRate} times a second (${busting.sent} requests, ${busting.hits} answered from the cache)`,
      },
      {
        name: 'P1 cached page throughput, ours / nginx',
        value: (rate(runs.ours) / rate(runs.nginx)) * 100,
        unit: '%',
        budget: 50,
        kind: 'min',
        note: `${rps(rate(runs.ours))} vs ${rps(rate(runs.nginx))}, ${plain.body.length} B page; ${method}, nginx 1 worker`,
      },
      {
        name: 'P1 floor: bare node:http / nginx',
        note: `${((rate(runs.bare) / rate(runs.nginx)) * 100).toFixed(1)} % (${rps(rate(runs.bare))}): a node:http server that only writes the same ${plain.body.length} B from memory, measured in the same rounds; ours is ${((rate(runs.ours) / rate(runs.bare)) * 100).toFixed(0)} % of it`,
      },
      {
        name: 'P1 cached page throughput with gzip, ours / nginx gzip on',
        value: (rate(runs.oursGzip) / rate(runs.nginxGzip)) * 100,
        unit: '%',
        budget: 35,
        kind: 'min',
        note: `${rps(rate(runs.oursGzip))} vs ${rps(rate(runs.nginxGzip))}; nginx compresses each response at gzip_comp_level 9 (ours: level 9 once per cache entry, ${zipped.body.length} B; nginx's ${nginxGzipSize} B)`,
      },
      {
        name: 'P1 cached page throughput with gzip, ours / nginx gzip_static',
        value: (rate(runs.oursGzip) / rate(runs.nginxGzipStatic)) * 100,
        unit: '%',
        budget: 35,
        kind: 'min',
        note: `${rps(rate(runs.oursGzip))} vs ${rps(rate(runs.nginxGzipStatic))}; nginx sends our precompressed bytes, as our cache does`,
      },
    );
    return runs;
  });

  // P2 in-process.
  const p2Lines: BenchLine[] = [];
  const render = await section(p2Lines, 'P2 uncached render in-process', async () => {
    const times = await renderInProcess(site);
    p2Lines.push({
      name: 'P2 uncached render in-process, median',
      value: times.render,
      unit: 'ms',
      budget: 5,
      kind: 'max',
      note: `(2 ms is the long-term aim) ${times.renders} renders of ${referencePath} through the built server bundle (no HTTP, no page cache); of which loaders + data encoding (${referencePath}.data) ${ms(times.data)}, the fixture query alone ${ms(times.query)}, so React and the document ~${ms(times.render - times.data)}`,
    });
    return times;
  });

  // Misses over HTTP (a new `page` each request, which the day view ignores: the same 200
  // fixtures), alternating with 304s for P4's ratio.
  const loadLines: BenchLine[] = [];
  const loads = await section(loadLines, 'P2-P4 uncached and 304 load', async () => {
    const missCheck = await httpGet(`${pageUrl}?page=check`);
    if (
      missCheck.status !== 200 ||
      missCheck.headers['x-cache'] !== 'MISS' ||
      countFixtureRows(missCheck.body.toString()) !== referenceFixtures
    ) {
      throw new Error(`${referencePath}?page= is not a 200 miss with the same fixtures`);
    }
    const single = await measureLoad(pageUrl, { ...rendered, connections: 1 });
    const misses: LoadResult[] = [];
    const notModified: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      misses.push(await measureLoad(pageUrl, rendered));
      // The page's ETag as of now: pages carry their render time (to five minutes).
      const etag = String((await httpGet(pageUrl)).headers.etag);
      notModified.push(
        await measureLoad(pageUrl, {
          headers: { 'If-None-Match': etag },
          minBytes: 50,
          maxBytes: 1000,
        }),
      );
    }
    return { single, misses, notModified };
  });

  const lines: BenchLine[] = [...p1Lines, ...p2Lines, ...loadLines];
  if (render && loads) {
    const renderRate = 1000 / render.render;
    lines.push({
      name: 'P2 uncached HTTP throughput / (1000 / render ms)',
      value: (rate(loads.misses) / renderRate) * 100,
      unit: '%',
      budget: 40,
      kind: 'min',
      note: `${rps(rate(loads.misses))} vs ${rps(renderRate)}; ${method}; at 1 connection a miss takes ${ms(loads.single.p50)} median (${rps(loads.single.requestsPerSecond)})`,
    });
  }
  if (hits) {
    lines.push({
      name: 'P3 cache hit p99 at 10 connections',
      value: p99(hits.ours),
      unit: 'ms',
      budget: 10,
      kind: 'max',
      note: `median p99 of the P1 runs (uncompressed); with gzip ${ms(p99(hits.oursGzip))}; p50 ${ms(median(hits.ours.map((r) => r.p50)))}`,
    });
  }
  if (loads) {
    const entry = render
      ? `; a cache entry (SHA-256, gzip 9, brotli 6 of ${plain.body.length} B) costs ${ms(render.cacheEntry)} on top of the render`
      : '';
    lines.push({
      name: 'P3 cache miss p99 at 10 connections',
      value: p99(loads.misses),
      unit: 'ms',
      budget: 60,
      kind: 'max',
      note: `median p99 of the miss runs; p50 ${ms(median(loads.misses.map((r) => r.p50)))}; misses are rendered one at a time on one core${entry}`,
    });
  }

  // P4: headers on every public page, then 304s against misses.
  await section(lines, 'P4 revalidation headers', async () => {
    const revalidation = await checkRevalidation(site.origin, site.referenceHtml);
    const good = revalidation.routes.length - revalidation.failures.length;
    lines.push({
      name: 'P4 public routes with ETag, Cache-Control and 304',
      value: good,
      unit: `of ${revalidation.routes.length}`,
      budget: revalidation.routes.length,
      kind: 'min',
      decimals: 0,
      note:
        revalidation.failures.length === 0
          ? `checked on a miss and a hit: ${revalidation.routes.join(' ')}`
          : `failing: ${revalidation.failures.join('; ')}`,
    });
  });
  if (loads) {
    lines.push({
      name: 'P4 304 throughput / uncached throughput',
      value: rate(loads.notModified) / rate(loads.misses),
      unit: 'x',
      budget: 25,
      kind: 'min',
      note: `${rps(rate(loads.notModified))} 304s vs ${rps(rate(loads.misses))} misses, alternating; ${method}`,
    });
  }
  return lines;
}

/**
 * P3b: uncached throughput with one worker per core against one worker: the same page, a miss
 * every request (each renders), on a second site started with every core's worker, alternating
 * runs.
 */
export async function benchWorkers(site: BenchSite): Promise<BenchLine[]> {
  const cores = availableParallelism();
  const all = await startBenchSite({ workers: cores });
  try {
    const length = site.referenceHtml.length;
    const rendered = {
      unique: true,
      minBytes: Math.round(length * 0.95),
      maxBytes: Math.round(length * 1.05) + 2000,
    };
    const one: LoadResult[] = [];
    const many: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      one.push(await measureLoad(`${site.origin}${referencePath}`, rendered));
      many.push(await measureLoad(`${all.origin}${referencePath}`, rendered));
    }
    const rate = (list: LoadResult[]) => median(list.map((r) => r.requestsPerSecond));
    const p99 = (list: LoadResult[]) => median(list.map((r) => r.p99));
    return [
      {
        name: `P3b uncached requests/s, ${cores} workers / 1`,
        value: rate(many) / rate(one),
        unit: 'x',
        budget: 1.5,
        kind: 'min',
        note: `${rps(rate(many))} vs ${rps(rate(one))}; median of ${rounds} alternating runs, ${connections} connections, wrk -t1 on the same machine`,
      },
      {
        name: `P3 cache miss p99 at ${connections} connections, ${cores} workers`,
        value: p99(many),
        unit: 'ms',
        budget: 60,
        kind: 'max',
        note: `one worker: ${ms(p99(one))}`,
      },
    ];
  } finally {
    await all.stop();
  }
}
