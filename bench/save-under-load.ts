// P11 of docs/performance.md: public pages while staff save a 5,000-fixture import, on SQLite.
// The save goes the way staff make it, inside one of the site's workers: the paste is posted to
// the Fixtures tab (a draft) and the draft's Save is posted to its review, with a staff session.
// Meanwhile 50 connections ask for public pages, some answered by the page cache and some
// rendered (a new `?page=` each time, and every page once a save has cleared the cache).
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import { sessionCookieName } from '~/features/auth/session-cookie.server';
import { createSession } from '~/features/auth/sessions.server';
import { createUser } from '~/features/auth/users.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { formatFixtureText } from '~/features/importer/format-fixture-text';
import { addDaysToIsoDate } from '~/lib/london-time';
import { httpGet, ms, referencePath, startBenchSite, type BenchSite } from './http';
import { makeBenchFixtures } from './listing';
import { median, percentile, type BenchLine } from './measure';

const saveSize = 5000;
const storedSize = 10_000;
const loadConnections = 50;
const saveRounds = 3;
/** Load before each save, and after it, so the window is not the load's first or last second. */
const leadMs = 2000;
const tailMs = 1000;
// One request in five renders (a page nobody asked for yet); the rest are pages the cache holds
// until a save clears it.
const cachedPaths = [referencePath, '/about', '/schedule', '/channels'];

interface Sample {
  started: number;
  ended: number;
  ms: number;
  miss: boolean;
  failed: boolean;
}

interface Round {
  /** Requests in flight at any moment of the save's request. */
  during: Sample[];
  /** The other requests of the run. */
  outside: Sample[];
  saveMs: number;
  pasteMs: number;
}

function post(
  url: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<{ status: number; location: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          'Sec-Fetch-Site': 'same-origin',
          Cookie: cookie,
          'X-Forwarded-For': '192.0.2.200',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`POST ${url} took over 60 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A staff session made in the site's database, as a sign-in would make it. */
async function staffCookie(site: BenchSite): Promise<string> {
  const now = new Date();
  const created = await createUser(site.db, {
    username: 'bench-editor',
    password: 'a bench passphrase nobody types',
    now,
  });
  if (!created.ok) throw new Error(created.message);
  const { token } = await createSession(site.db, {
    userId: created.user.id,
    ip: '192.0.2.200',
    userAgent: 'kickoff-bench',
    now,
  });
  return `${sessionCookieName(site.origin)}=${token}`;
}

/** Pastes `text` on the Fixtures tab and saves the draft; the milliseconds of each step. */
async function importThroughAdmin(site: BenchSite, text: string, cookie: string) {
  const pasteStarted = performance.now();
  const pasted = await post(`${site.origin}/admin?index`, { text }, cookie);
  const pasteMs = performance.now() - pasteStarted;
  const id = /^\/admin\/imports\/([^/?]+)/.exec(pasted.location)?.[1];
  if (pasted.status !== 302 || !id) {
    throw new Error(`the paste answered ${pasted.status} ${pasted.location}`);
  }
  const saveStarted = performance.now();
  const saved = await post(`${site.origin}/admin/imports/${id}`, { intent: 'save', id }, cookie);
  const saveEnded = performance.now();
  const processed = new URL(saved.location, site.origin).searchParams.get('processed');
  if (saved.status !== 302 || processed !== String(saveSize)) {
    throw new Error(`the save answered ${saved.status} ${saved.location}`);
  }
  return { pasteMs, saveStarted, saveEnded };
}

/** 50 connections asking for public pages, one after another on each, until `stop()`. */
function publicLoad(origin: string, round: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: loadConnections });
  const samples: Sample[] = [];
  let running = true;
  let sent = 0;
  const ask = (path: string, client: string, miss: boolean) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      let answered = false;
      const done = (failed: boolean) => {
        if (answered) return;
        answered = true;
        const ended = performance.now();
        samples.push({ started, ended, ms: ended - started, miss, failed });
        resolve();
      };
      const req = httpRequest(
        `${origin}${path}`,
        { agent, headers: { 'X-Forwarded-For': client } },
        (res) => {
          res.resume();
          res.on('end', () => done((res.statusCode ?? 0) >= 400));
          res.on('error', () => done(true));
        },
      );
      req.setTimeout(5000, () => req.destroy(new Error('timed out')));
      req.on('error', () => done(true));
      req.end();
    });
  const connection = async () => {
    while (running) {
      const n = sent++;
      // Another client address every 100 requests: one address may ask for 1,000 pages a
      // minute that the cache does not hold.
      const k = round * 100_000 + Math.floor(n / 100);
      const client = `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
      const miss = n % 5 === 0;
      const path = miss
        ? `${referencePath}?page=p11-${round}-${n}`
        : cachedPaths[n % cachedPaths.length]!;
      await ask(path, client, miss);
    }
  };
  const all = Promise.all(Array.from({ length: loadConnections }, connection));
  return {
    samples,
    async stop() {
      running = false;
      await all;
      agent.destroy();
    },
  };
}

export async function benchSaveUnderLoad(): Promise<BenchLine[]> {
  const workers = availableParallelism();
  const site = await startBenchSite({ workers });
  try {
    // P11's stored data: 10,000 fixtures beside the reference day's 200.
    await saveFixtures(site.db, makeBenchFixtures(storedSize, addDaysToIsoDate(site.today, 200)));
    const cookie = await staffCookie(site);
    const text = formatFixtureText(makeBenchFixtures(saveSize, addDaysToIsoDate(site.today, 1)));
    for (const path of cachedPaths) await httpGet(`${site.origin}${path}`);

    const rounds: Round[] = [];
    for (let round = 0; round < saveRounds; round++) {
      const load = publicLoad(site.origin, round);
      await new Promise((resolve) => setTimeout(resolve, leadMs));
      const save = await importThroughAdmin(site, text, cookie).finally(async () => {
        await new Promise((resolve) => setTimeout(resolve, tailMs));
        await load.stop();
      });
      const inFlight = (s: Sample) => s.started <= save.saveEnded && s.ended >= save.saveStarted;
      rounds.push({
        during: load.samples.filter(inFlight),
        outside: load.samples.filter((s) => !inFlight(s)),
        saveMs: save.saveEnded - save.saveStarted,
        pasteMs: save.pasteMs,
      });
    }
    const stored = await site.db
      .selectFrom('fixtures')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const expected = 200 + storedSize + saveSize;
    if (Number(stored.n) !== expected) {
      throw new Error(`${String(stored.n)} fixtures stored after the saves, not ${expected}`);
    }

    const p99 = (samples: Sample[]) =>
      percentile(
        samples.map((s) => s.ms),
        99,
      );
    const errors = rounds.reduce(
      (sum, r) => sum + [...r.during, ...r.outside].filter((s) => s.failed).length,
      0,
    );
    const perRound = rounds
      .map(
        (r, i) =>
          `${i === 0 ? 'first (creates)' : 'again (replaces)'}: p99 ${ms(p99(r.during))} over ${r.during.length} requests (${r.during.filter((s) => s.miss).length} rendered), slowest ${ms(Math.max(...r.during.map((s) => s.ms)))}, save ${ms(r.saveMs)}`,
      )
      .join('; ');
    return [
      {
        name: `P11 public p99 at ${loadConnections} connections during a ${saveSize.toLocaleString('en-GB')}-fixture save on SQLite`,
        value: median(rounds.map((r) => p99(r.during))),
        unit: 'ms',
        budget: 250,
        kind: 'max',
        note: `median of ${saveRounds} saves posted through the admin (paste, then Save) to a site with ${workers} workers and ${(200 + storedSize).toLocaleString('en-GB')} fixtures stored; requests in flight while the Save was answered; ${perRound}; outside the saves p99 ${ms(median(rounds.map((r) => p99(r.outside))))}; the paste (a draft) took ${ms(median(rounds.map((r) => r.pasteMs)))}; one request in five a new ?page=, the rest ${cachedPaths.join(' ')}`,
      },
      {
        name: 'P11 failed public requests during the saves',
        value: errors,
        unit: '',
        budget: 0,
        kind: 'max',
        decimals: 0,
        note: `status >= 400, socket errors and 5 s timeouts over all ${saveRounds} runs; every save stored (${expected.toLocaleString('en-GB')} fixtures after)`,
      },
    ];
  } finally {
    await site.stop();
  }
}
