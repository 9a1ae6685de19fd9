// `npm run bench:profile`: where the reference page's uncached render spends its time. Renders
// /football-on-tv-today (200 fixtures) through the built server bundle for 8 s under the V8
// profiler and prints the functions with the most self time; the whole profile is written to
// build-bench/render.cpuprofile (open it in Chromium's DevTools, Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createInProcessRenderer, startBenchSite } from './http';
import { median } from './measure';

const site = await startBenchSite();
try {
  const get = await createInProcessRenderer(site);
  const render = () => get('/football-on-tv-today');
  for (let i = 0; i < 300; i++) await render();

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const times: number[] = [];
  const until = performance.now() + 8000;
  while (performance.now() < until) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  const { profile } = await session.post('Profiler.stop');
  mkdirSync('build-bench', { recursive: true });
  writeFileSync('build-bench/render.cpuprofile', JSON.stringify(profile));

  const samples = new Map<number, number>();
  for (const id of profile.samples ?? []) samples.set(id, (samples.get(id) ?? 0) + 1);
  const selfTime = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = samples.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    if (count > 0) selfTime.set(where, (selfTime.get(where) ?? 0) + count);
  }
  const total = profile.samples?.length ?? 1;
  console.log(`${times.length} renders, median ${median(times).toFixed(2)} ms; self time:`);
  for (const [where, count] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)} %  ${where}`);
  }
} finally {
  await site.stop();
}
