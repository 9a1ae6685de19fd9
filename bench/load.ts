// What a busy or hostile client does to everyone else (docs/performance.md P1, docs/security.md
// R7 and R40): requests the page cache cannot answer as written, sent as fast as one client can,
// and a storm of wrong sign-ins. A bypass must be answered from the cache (>= 80 % of the
// cached page's throughput) or refused fast once its client's allowance is spent; a storm must
// leave cached pages as quick as ever.
import { request as httpRequest } from 'node:http';
import {
  httpGet,
  measureLoad,
  ms,
  referencePath,
  rounds,
  rps,
  runWrk,
  loadWindow,
  type BenchSite,
  type LoadResult,
} from './http';
import { median, percentile, type BenchLine } from './measure';

/** A cache bypass: a request pattern for wrk, and what a sample of it must be answered with. */
interface Bypass {
  name: string;
  path: string;
  /** wrk's `init` and `request` functions; none for the same address every time. */
  requests?: string;
  /** One address of the pattern, asked for twice before the load to check its answer. */
  sample: string;
  /** The address the client gives, so each run starts with the allowance of a new client. */
  client: (round: number) => string;
  /** The sample's second answer. */
  expect: { status: number; cache: 'HIT' | 'MISS' };
  /** How the site answers the load, for the report. */
  how: string;
  /** Measured once the client's allowance of uncached requests is spent: the flood as it goes on. */
  spendFirst?: boolean;
}

// Every request names another team nobody lists.
const randomTeams = `
function init(args)
  tag = args[1]
  counter = 0
end
function request()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?team=nobody-" .. tag .. "-" .. counter)
end`;

// Every request asks for another match id of the right shape that no fixture has.
const randomMatches = `
function init(args)
  tag = string.sub(args[1], -6)
  counter = 0
end
function request()
  counter = counter + 1
  return wrk.format(nil, "/match/zz" .. tag .. string.format("%08d", counter))
end`;

const bypasses: Bypass[] = [
  {
    name: 'random ?team= values',
    path: referencePath,
    requests: randomTeams,
    sample: `${referencePath}?team=nobody`,
    client: (round) => `192.0.2.${round + 1}`,
    expect: { status: 404, cache: 'HIT' },
    how: 'every unknown team answered from one cached "no such team" page (404)',
  },
  {
    name: '/_root.data',
    path: '/_root.data',
    sample: '/_root.data',
    client: (round) => `192.0.2.${round + 11}`,
    expect: { status: 200, cache: 'HIT' },
    how: "the home page's data answered from the cache",
  },
  {
    name: 'random /match/<id>',
    path: '/match/zz',
    requests: randomMatches,
    sample: '/match/zzsample0000',
    client: (round) => `192.0.2.${round + 21}`,
    expect: { status: 404, cache: 'HIT' },
    how: "each id a render (404, kept briefly) until the client's 1,000 a minute are spent, measured after: 429 before Express",
    spendFirst: true,
  },
];

/** Checks a bypass's answer as a second visitor to one of its addresses gets it. */
async function checkSample(site: BenchSite, bypass: Bypass): Promise<void> {
  const url = `${site.origin}${bypass.sample}`;
  const headers = { 'X-Forwarded-For': '192.0.2.250' };
  await httpGet(url, headers);
  const second = await httpGet(url, headers);
  const seen = `${second.status} ${String(second.headers['x-cache'])}`;
  const wanted = `${bypass.expect.status} ${bypass.expect.cache}`;
  if (seen !== wanted) throw new Error(`${bypass.sample} answered ${seen}, expected ${wanted}`);
}

/** Sends the load until its client is refused (429): its 1,000 uncached requests are spent. */
async function spendAllowance(
  url: string,
  options: { requests?: string; headers: Record<string, string> },
): Promise<void> {
  for (let tries = 0; tries < 30; tries += 1) {
    await runWrk(url, { ...options, seconds: 2 });
    const probe = await httpGet(`${url}probe`, options.headers);
    if (probe.status === 429) return;
  }
  throw new Error(`${url}: the client was never refused`);
}

export async function benchCacheBypasses(site: BenchSite): Promise<BenchLine[]> {
  const pageUrl = `${site.origin}${referencePath}`;
  const page = await httpGet(pageUrl);
  if (page.headers['x-cache'] !== 'HIT') throw new Error(`${referencePath} is not a cache hit`);
  const whole = { minBytes: page.body.length, maxBytes: page.body.length + 2000 };
  for (const bypass of bypasses) await checkSample(site, bypass);

  const cached: LoadResult[] = [];
  const runs = new Map<Bypass, LoadResult[]>(bypasses.map((bypass) => [bypass, []]));
  for (let round = 0; round < rounds; round++) {
    cached.push(await measureLoad(pageUrl, whole));
    for (const bypass of bypasses) {
      const url = `${site.origin}${bypass.path}`;
      const options = {
        requests: bypass.requests,
        headers: { 'X-Forwarded-For': bypass.client(round) },
      };
      if (bypass.spendFirst) await spendAllowance(url, options);
      await runWrk(url, { ...options, seconds: loadWindow.warmUp });
      const run = await runWrk(url, { ...options, seconds: loadWindow.measure });
      if (run.errors !== run.failedStatuses) {
        throw new Error(`${bypass.name}: ${run.errorKinds} in ${run.requests} requests`);
      }
      runs.get(bypass)!.push(run);
    }
  }
  const rate = (list: LoadResult[]) => median(list.map((r) => r.requestsPerSecond));
  const method = `median of ${rounds} alternating runs, 10 connections, wrk -t1, ${loadWindow.warmUp} s + ${loadWindow.measure} s each, one client address a run`;
  return bypasses.map((bypass) => {
    const list = runs.get(bypass)!;
    const refused = median(list.map((r) => r.failedStatuses / Math.max(1, r.requests)));
    return {
      name: `P1 cache bypass: ${bypass.name} / cached page`,
      value: (rate(list) / rate(cached)) * 100,
      unit: '%',
      budget: 80,
      kind: 'min',
      note: `${rps(rate(list))} vs ${rps(rate(cached))}; ${bypass.how}; ${(refused * 100).toFixed(0)} % not 2xx; p99 ${ms(median(list.map((r) => r.p99)))}; ${method}`,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// A sign-in storm: 200 wrong sign-ins at once, while a visitor keeps opening a cached page.

const stormSize = 200;

/** One wrong sign-in, posted as a browser without JavaScript would. */
function postWrongSignIn(
  origin: string,
  { username, client }: { username: string; client: string },
): Promise<{ status: number; ms: number }> {
  const body = new URLSearchParams({ username, password: 'not the password at all' }).toString();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}/login`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': client,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('a sign-in took over 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Latencies of GETs of `url` started every `everyMs` until `until` settles, each on its own
 * connection: an open-loop visitor, so a stalled server shows as slow answers rather than fewer
 * questions (wrk's closed loop would hide a stall in its percentiles).
 */
async function sampleWhile(url: string, everyMs: number, until: Promise<unknown>) {
  const latencies: Promise<number>[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    latencies.push(
      httpGet(url).then((reply) => {
        if (reply.status !== 200 || reply.headers['x-cache'] !== 'HIT') {
          throw new Error(`${url} answered ${reply.status} ${String(reply.headers['x-cache'])}`);
        }
        return performance.now() - started;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Promise.all(latencies);
}

export async function benchSignInStorm(site: BenchSite): Promise<BenchLine[]> {
  const cachedUrl = `${site.origin}/about`;
  await httpGet(cachedUrl);
  // The floor on this machine: the same visitor while 200 cached pages are asked for at once.
  const crowd = Promise.all(Array.from({ length: stormSize }, () => httpGet(cachedUrl)));
  const [, floor] = await Promise.all([crowd, sampleWhile(cachedUrl, 5, crowd)]);
  const floorNote = `; while ${stormSize} cached pages were asked for at once instead: p99 ${ms(percentile(floor, 99))}`;
  const lines: BenchLine[] = [];
  const storms = [
    { from: `${stormSize} addresses`, client: (i: number) => `172.16.${i >> 8}.${i & 255}` },
    { from: 'one address', client: () => '172.17.0.1' },
  ];
  for (const storm of storms) {
    const tag = Date.now().toString(36);
    const signIns = Promise.all(
      Array.from({ length: stormSize }, (_, i) =>
        postWrongSignIn(site.origin, { username: `storm-${tag}-${i}`, client: storm.client(i) }),
      ),
    );
    const [answers, latencies] = await Promise.all([signIns, sampleWhile(cachedUrl, 5, signIns)]);
    const statuses = new Map<number, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const unexpected = [...statuses.keys()].filter((status) => ![401, 429, 503].includes(status));
    if (unexpected.length > 0) throw new Error(`sign-ins answered ${unexpected.join(', ')}`);
    const breakdown = [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
    lines.push(
      {
        name: `R40 cached page p99 during ${stormSize} wrong sign-ins from ${storm.from}`,
        value: percentile(latencies, 99),
        unit: 'ms',
        budget: 200,
        kind: 'max',
        note: `/about from the page cache, opened every 5 ms on a new connection while the sign-ins ran: ${latencies.length} answers, median ${ms(median(latencies))}, slowest ${ms(Math.max(...latencies))}${floorNote}`,
      },
      {
        name: `R40 slowest of ${stormSize} wrong sign-ins from ${storm.from}`,
        value: Math.max(...answers.map((a) => a.ms)),
        unit: 'ms',
        budget: 1000,
        kind: 'max',
        note: `all posted at once: ${breakdown} (503: as many as may wait already wait for a hash; 429: the address's 10 a minute spent); median ${ms(median(answers.map((a) => a.ms)))}`,
      },
    );
  }
  return lines;
}
