// `npm run bench`: measures the budgets of docs/performance.md and prints each as
// `name: value (budget) PASS|FAIL`; exits non-zero when one fails or cannot be measured.
// Order: importer (P9, R20, the clipboard's HTML, P10), sign-in timing (docs/security.md R5, R6),
// article page and Markdown worker (R24, decision 0024), queries (P8), Manage Fixtures filters,
// page-cache invalidation between instances (decision 0009), public pages during a save (P11),
// HTTP (P1-P4), cache bypasses and a sign-in storm (P1, R7, R40), page (P5-P7).
import { availableParallelism, loadavg } from 'node:os';
import { listTestEngines } from '../tests/support/test-db';
import {
  benchHttp,
  benchWorkers,
  ensureDebianTools,
  describeLoadWindow,
  startBenchSite,
  type BenchSite,
} from './http';
import { benchArticleEventLoop, benchArticlePage } from './articles';
import {
  benchClipboardHtml,
  benchFlattenedLine,
  benchHostilePastes,
  benchParse,
  benchSave,
} from './importer';
import { benchPageInvalidation } from './invalidation';
import { benchCacheBypasses, benchSignInStorm } from './load';
import { benchManageFilters } from './manage';
import { formatLine, isFailure, type BenchLine } from './measure';
import { benchPage } from './page';
import { benchQueries } from './queries';
import { benchSaveUnderLoad } from './save-under-load';
import { benchSignInTiming } from './sign-in';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const started = performance.now();

/** The machine is shared: how busy it was says how much to trust a timing. */
function machineLoad(): string {
  const [one, five] = loadavg();
  return `load average ${one!.toFixed(1)} (1 min), ${five!.toFixed(1)} (5 min) on ${availableParallelism()} cores`;
}
const lines: BenchLine[] = [];

function report(...found: BenchLine[]) {
  for (const line of found) console.log(formatLine(line));
  lines.push(...found);
}

// `npm run bench -- HTTP P9` runs only the parts whose names contain one of the words.
const only = process.argv.slice(2);

/** Runs one part; if it breaks, the figures it owns are reported as not measured. */
async function part(name: string, run: () => Promise<BenchLine[]>): Promise<void> {
  if (only.length > 0 && !only.some((word) => name.includes(word))) return;
  const partStarted = performance.now();
  console.error(`[bench] ${name}...`);
  try {
    report(...(await run()));
  } catch (error) {
    report({
      name,
      note: error instanceof Error ? (error.stack ?? error.message) : String(error),
      failed: true,
    });
  }
  console.error(`[bench] ${name} took ${((performance.now() - partStarted) / 1000).toFixed(0)} s`);
}

await part('P9 importer parse', benchParse);
await part('R20 hostile pastes', benchHostilePastes);
await part('R20 flattened line', benchFlattenedLine);
await part('Clipboard HTML', benchClipboardHtml);
for (const engine of listTestEngines()) {
  await part(`P10 importer save on ${engine.name}`, async () => [await benchSave(engine)]);
}
await part('R5 R6 sign-in timing', benchSignInTiming);
await part('R24 article page', benchArticlePage);
await part('0024 event loop during article renders', benchArticleEventLoop);
for (const engine of listTestEngines()) {
  await part(`P8 queries on ${engine.name}`, () => benchQueries(engine));
}
for (const engine of listTestEngines()) {
  await part(`Manage Fixtures filters on ${engine.name}`, async () => [
    await benchManageFilters(engine),
  ]);
}
await part('0009 page invalidation', benchPageInvalidation);
await part('P11 public pages during a save on SQLite', benchSaveUnderLoad);

let site: BenchSite | undefined;
await part('HTTP setup', async () => {
  ensureDebianTools();
  site = await startBenchSite();
  return [
    {
      name: 'HTTP method',
      note: `production build (npm run build) served by server/main.ts on ${site.origin}, ${site.today} with 200 fixtures (SQLite); ${describeLoadWindow()}; ${machineLoad()}`,
    },
  ];
});
try {
  if (site) {
    const running = site;
    await part('P1-P4 HTTP', () => benchHttp(running));
    await part('P1 cache bypasses', () => benchCacheBypasses(running));
    await part('R40 sign-in storm', () => benchSignInStorm(running));
    await part('P3b workers', () => benchWorkers(running));
    await part('P5-P7 page', () => benchPage(running));
  }
} finally {
  await site?.stop();
}

const failures = lines.filter(isFailure).length;
const minutes = (performance.now() - started) / 60_000;
console.log(
  `${failures === 0 ? 'All budgets met.' : `${failures} budget(s) missed.`} (${minutes.toFixed(1)} min; ${machineLoad()} at the end)`,
);
process.exitCode = failures === 0 ? 0 : 1;
