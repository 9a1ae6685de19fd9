// P5-P7 of docs/performance.md: what a phone downloads and runs for the reference page, measured
// with Debian's Chromium (Playwright for the network and LCP, Lighthouse 12 for page quality).
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  countFixtureRows,
  httpGet,
  section,
  referenceFixtures,
  referencePath,
  stopChild,
  track,
  type BenchSite,
} from './http';
import type { BenchLine, BenchResult } from './measure';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Sizes are in KB of 1,000 bytes (the stricter reading of the budgets; notes give KiB too). */
const kB = (bytes: number) => bytes / 1000;

// ---------------------------------------------------------------------------------------------
// What the browser loads.

interface LoadedResource {
  url: string;
  type: string;
  mimeType: string;
  status: number;
  /** Bytes on the wire, headers included (CDP encodedDataLength). */
  transferred: number;
}

interface BrowserLoad {
  resources: LoadedResource[];
  requests: number;
  lcp: { tag: string; selector: string; url: string; size: number; time: number } | null;
  /** `ul.fixtures > li` rows a visitor sees with JavaScript off. */
  visibleRowsWithoutJs: number;
}

const lcpObserver = `
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function loadInBrowser(url: string): Promise<BrowserLoad> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    // A phone, as Lighthouse's mobile form factor is.
    const phone = {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    };
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const byId = new Map<string, LoadedResource>();
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('data:') && !event.redirectHasExtraInfo) requests += 1;
      byId.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        mimeType: '',
        status: 0,
        transferred: 0,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const resource = byId.get(event.requestId);
      if (resource) {
        resource.status = event.response.status;
        resource.mimeType = event.response.mimeType;
        resource.type = event.type;
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      const resource = byId.get(event.requestId);
      if (resource) resource.transferred = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(lcpObserver);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000); // anything the page fetches once idle
    const lcp = await page.evaluate(() => {
      const entry = (window as unknown as { __lcp: LargestContentfulPaint | null }).__lcp;
      if (!entry) return null;
      const element = entry.element;
      const selector = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[
            ...element.classList,
          ]
            .map((c) => `.${c}`)
            .join('')}`
        : '(removed)';
      return {
        tag: element?.tagName.toLowerCase() ?? '',
        selector,
        url: entry.url,
        size: entry.size,
        time: entry.startTime,
      };
    });
    await context.close();

    // The same page with JavaScript off: the listing must be there and visible.
    const noJs = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(url, { waitUntil: 'load' });
    const visibleRowsWithoutJs = await plain.locator('ul.fixtures > li').evaluateAll(
      (items) =>
        items.filter((item) => {
          const box = item.getBoundingClientRect();
          const style = getComputedStyle(item);
          return box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
        }).length,
    );
    await noJs.close();
    return { resources: [...byId.values()], requests, lcp, visibleRowsWithoutJs };
  } finally {
    await browser?.close();
  }
}

/** Script URLs the HTML names: `<script src>`, modulepreload links and inline module imports. */
function scriptsInHtml(html: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(m[0])) {
      const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
      if (href) urls.add(href);
    }
  }
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(/\bimport\s*(?:\(\s*)?(?:[\w*{}\s,$]+from\s*)?"([^"]+\.js)"/g)) {
      urls.add(i[1]!);
    }
  }
  return [...urls].map((u) => new URL(u, origin).href);
}

/** Bytes of inline `<script>` text in the HTML (hydration data and the module bootstrap). */
function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    bytes += Buffer.byteLength(m[1]!);
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse, on its own Chromium with a DevTools port.

async function withDevToolsChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'kickoff-bench-chromium-'));
  const child = track(
    spawn(
      chromePath,
      [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
      // Its own process group, so its renderer and utility processes stop with it.
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    ),
    { group: true },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`Chromium gave no port:\n${text}`)), 30_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited ${code}:\n${text}`)));
    });
    return await run(port);
  } finally {
    await stopChild(child, 10_000, { group: true });
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

interface AuditNode {
  selector?: string;
  snippet?: string;
}
interface AuditItem {
  node?: AuditNode;
  url?: string;
  source?: { url?: string };
  description?: string;
  subItems?: { items?: AuditItem[] };
  items?: AuditItem[];
}

/** Where a failing audit points: selectors, else URLs, at most a few. */
function auditTargets(details: unknown): string {
  const items = ((details as { items?: AuditItem[] } | undefined)?.items ?? []).slice(0, 5);
  const targets = items.map(
    (item) =>
      item.node?.selector ??
      item.items?.[0]?.node?.selector ??
      item.url ??
      item.source?.url ??
      item.description ??
      '',
  );
  return targets.filter(Boolean).join(' | ');
}

/** Where each page's last Lighthouse report is written: `lighthouse-<label>.json`. */
const reportDirectory = join(process.cwd(), 'build-bench');
const reportPath = (label: string) =>
  join(reportDirectory, `lighthouse-${label.replaceAll(' ', '-')}.json`);

async function runLighthouse(label: string, url: string): Promise<BenchLine[]> {
  const lhr = await withDevToolsChromium(async (port) => {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // Kept for a closer look (open it in the Lighthouse viewer, or read its trace-based audits).
    mkdirSync(reportDirectory, { recursive: true });
    writeFileSync(reportPath(label), String(result.report));
    return result.lhr;
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const lines: BenchLine[] = [];
  for (const [id, budget] of [
    ['performance', 95],
    ['accessibility', 100],
    ['best-practices', 100],
    ['seo', 100],
  ] as const) {
    const category = lhr.categories[id];
    if (!category) throw new Error(`Lighthouse has no ${id} category`);
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1);
    const shown =
      id === 'performance'
        ? failing.map((a) => `${a.id} ${a.displayValue ?? ''}`.trim())
        : failing.map((a) => {
            const where = auditTargets(a.details);
            return `${a.id} (${a.title})${where ? `: ${where}` : ''}`;
          });
    lines.push({
      name: `P7 Lighthouse ${label} ${id}`,
      value: Math.round((category.score ?? 0) * 100),
      unit: '',
      budget,
      kind: 'min',
      decimals: 0,
      note:
        id === 'performance'
          ? `one run, mobile, simulated throttling (which scales this machine's CPU time: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} now)${shown.length > 0 ? `; below 1: ${shown.join('; ')}` : ''}`
          : shown.length > 0
            ? `below 1: ${shown.join('; ')}`
            : undefined,
    });
  }
  const metric = (id: string) => {
    const audit = lhr.audits[id];
    if (audit?.numericValue === undefined) throw new Error(`Lighthouse has no ${id}`);
    return audit.numericValue;
  };
  const lcpElement = auditTargets(
    (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
      ?.items?.[0],
  );
  const blocking = (
    (
      lhr.audits['render-blocking-resources']?.details as
        { items?: { url: string; wastedMs?: number }[] } | undefined
    )?.items ?? []
  ).map((item) => `${new URL(item.url).pathname} ~${Math.round(item.wastedMs ?? 0)} ms`);
  const mainThread = (
    (
      lhr.audits['mainthread-work-breakdown']?.details as
        { items?: { groupLabel?: string; group: string; duration: number }[] } | undefined
    )?.items ?? []
  )
    .slice(0, 4)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
    .join(', ');
  lines.push(
    {
      name: `P7 Lighthouse ${label} LCP`,
      value: metric('largest-contentful-paint') / 1000,
      unit: 's',
      budget: 2,
      kind: 'max',
      note: `element ${lcpElement || '?'}; report ${reportPath(label)}; FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s; render-blocking: ${blocking.join(', ') || 'none'}`,
    },
    {
      name: `P7 Lighthouse ${label} TBT`,
      value: metric('total-blocking-time'),
      unit: 'ms',
      budget: 100,
      kind: 'max',
      note: `main thread (throttled): ${mainThread}`,
    },
    {
      name: `P7 Lighthouse ${label} CLS`,
      value: metric('cumulative-layout-shift'),
      unit: '',
      budget: 0.02,
      kind: 'max',
      decimals: 3,
    },
  );
  return lines;
}

// ---------------------------------------------------------------------------------------------

export async function benchPage(site: BenchSite): Promise<BenchLine[]> {
  const lines: BenchLine[] = [];
  const url = `${site.origin}${referencePath}`;
  const html = site.referenceHtml;
  await section(lines, 'P5-P6 page weight in Chromium', () => weighPage(site, url, html, lines));

  // P7: Lighthouse, once per page (each run takes a while on this machine).
  await section(lines, 'P7 Lighthouse reference page', async () => {
    lines.push(...(await runLighthouse('reference page', url)));
  });
  const matchPath = /href="(\/match\/[^"?#]+)"/.exec(html)?.[1];
  await section(lines, 'P5 match page and news article', async () => {
    if (!matchPath) throw new Error('no match link on the reference page');
    const pages = [
      ['match page', `${site.origin}${matchPath}`],
      ['news article', `${site.origin}${await firstArticlePath(site.origin)}`],
    ] as const;
    for (const [label, pageUrl] of pages) {
      const load = await loadInBrowser(pageUrl);
      const scripts = load.resources.filter((r) => r.type === 'Script').map((r) => r.url);
      lines.push(...(await weighScripts(label, scripts)));
    }
  });
  await section(lines, 'P7 Lighthouse match page', async () => {
    if (!matchPath) throw new Error('no match link on the reference page');
    lines.push(...(await runLighthouse('match page', `${site.origin}${matchPath}`)));
  });
  await section(lines, 'P7 Lighthouse news article', async () => {
    const articlePath = await firstArticlePath(site.origin);
    lines.push(...(await runLighthouse('news article', `${site.origin}${articlePath}`)));
  });
  return lines;
}

/** The newest article the news list (else the blog) links to: the bench site has the starting ones. */
async function firstArticlePath(origin: string): Promise<string> {
  for (const list of ['/news', '/blog']) {
    const html = await (await fetch(`${origin}${list}`)).text();
    const path = new RegExp(`href="(${list}/[^"?#]+)"`).exec(html)?.[1];
    if (path) return path;
  }
  throw new Error('no article linked from /news or /blog');
}

/**
 * P5: a page's scripts as the server sends them to a browser that takes brotli: all of them, and
 * the site's own (all but the React and React Router runtime, the build's `framework` file).
 */
async function weighScripts(label: string, scripts: Iterable<string>): Promise<BenchLine[]> {
  let all = 0;
  let own = 0;
  let files = 0;
  let raw = 0;
  for (const script of scripts) {
    const sent = await httpGet(script, { 'Accept-Encoding': 'br' });
    if (sent.status !== 200) throw new Error(`${script} answered ${sent.status}`);
    const plain = await httpGet(script);
    files += 1;
    raw += plain.body.length;
    all += sent.body.length;
    if (!/\/assets\/framework-[\w-]+\.js$/.test(new URL(script).pathname)) own += sent.body.length;
  }
  const note = `${files} files, ${kB(raw).toFixed(1)} KB raw; the runtime ${kB(all - own).toFixed(1)} KB`;
  return [
    {
      name: `P5 JavaScript on the ${label}, brotli as sent`,
      value: kB(all),
      unit: 'KB',
      budget: 110,
      kind: 'max',
      note,
    },
    {
      name: `P5 the site's own JavaScript on the ${label}`,
      value: kB(own),
      unit: 'KB',
      budget: 12,
      kind: 'max',
      note: 'all but the React and React Router runtime, brotli as sent',
    },
  ];
}

async function weighPage(
  site: BenchSite,
  url: string,
  html: string,
  lines: BenchLine[],
): Promise<void> {
  const load = await loadInBrowser(url);

  // P5: every script the page names or the browser fetched before any interaction.
  const scripts = new Set(scriptsInHtml(html, site.origin));
  for (const r of load.resources) if (r.type === 'Script') scripts.add(r.url);
  lines.push(...(await weighScripts('reference page', scripts)));
  const rows = countFixtureRows(html);
  lines.push({
    name: 'P5 fixture rows readable without JavaScript',
    value: Math.min(rows, load.visibleRowsWithoutJs),
    unit: `of ${referenceFixtures}`,
    budget: referenceFixtures,
    kind: 'min',
    decimals: 0,
    note: `${rows} rows in the HTML as sent, ${load.visibleRowsWithoutJs} visible in Chromium with JavaScript off`,
  });

  // P6: the HTML as sent, then everything the browser loaded.
  const gzipped = await httpGet(url, { 'Accept-Encoding': 'gzip' });
  if (gzipped.headers['content-encoding'] !== 'gzip') throw new Error('no gzip for the page');
  const htmlRaw = Buffer.byteLength(html);
  const transferred = load.resources.reduce((n, r) => n + r.transferred, 0);
  const byType = new Map<string, number>();
  for (const r of load.resources) byType.set(r.type, (byType.get(r.type) ?? 0) + r.transferred);
  const fonts = load.resources.filter(
    (r) => r.type === 'Font' || /\.(woff2?|ttf|otf|eot)(\?|$)/i.test(r.url),
  );
  const images = load.resources.filter((r) => r.type === 'Image');
  const lcp = load.lcp;
  const lcpIsImage =
    lcp !== null && (lcp.url !== '' || ['img', 'image', 'video'].includes(lcp.tag));
  const result = (r: Omit<BenchResult, 'kind'>): BenchResult => ({ ...r, kind: 'max' });
  lines.push(
    result({
      name: 'P6 reference page HTML, raw',
      value: kB(htmlRaw),
      unit: 'KB',
      budget: 100,
      note: `${htmlRaw} bytes (${(htmlRaw / 1024).toFixed(1)} KiB) for ${referenceFixtures} fixtures, of which ${kB(inlineScriptBytes(html)).toFixed(1)} KB inline script`,
    }),
    result({
      name: 'P6 reference page HTML, gzip',
      value: kB(gzipped.body.length),
      unit: 'KB',
      budget: 25,
      note: `${gzipped.body.length} bytes (${(gzipped.body.length / 1024).toFixed(1)} KiB) as the server sends it`,
    }),
    result({
      name: 'P6 total transfer',
      value: kB(transferred),
      unit: 'KB',
      budget: 300,
      note: `Chromium, cache off, headers included: ${[...byType]
        .map(([type, bytes]) => `${type} ${kB(bytes).toFixed(1)}`)
        .join(', ')}`,
    }),
    result({
      name: 'P6 requests',
      value: load.requests,
      unit: '',
      budget: 12,
      decimals: 0,
      note: load.resources.map((r) => new URL(r.url).pathname).join(' '),
    }),
    result({
      name: 'P6 web font requests',
      value: fonts.length,
      unit: '',
      budget: 0,
      decimals: 0,
      note: fonts.map((f) => f.url).join(' ') || undefined,
    }),
    result({
      name: 'P6 image as LCP element',
      value: lcpIsImage || lcp === null ? 1 : 0,
      unit: '',
      budget: 0,
      decimals: 0,
      note: lcp
        ? `LCP ${lcp.selector}${lcp.url ? ` (${lcp.url})` : ''} at ${Math.round(lcp.time)} ms unthrottled; ${images.length} image requests in all`
        : 'no LCP entry recorded',
    }),
  );
}
