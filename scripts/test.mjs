// `npm test`: every check in turn (types, lint, unit and integration tests on SQLite and
// PostgreSQL, browser journeys), then one line totalling them: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const reports = mkdtempSync(join(tmpdir(), 'kickoff-test-reports-'));
let passed = 0;
let failed = 0;
let skipped = 0;

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name, command, args) {
  if (run(name, command, args)) passed += 1;
  else failed += 1;
}

/** Runs a test runner that writes a JSON report and adds its counts; a crash counts as a failure. */
function suite(name, command, args, env, count) {
  const ok = run(name, command, args, env);
  let counts;
  try {
    counts = count();
  } catch {
    counts = null;
  }
  if (!counts) {
    failed += 1;
    console.log(`${name}: no report was written`);
    return;
  }
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  if (!ok && counts.failed === 0) failed += 1; // the runner failed outside any test
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);

const vitestReport = join(reports, 'vitest.json');
suite(
  'unit and integration',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  {},
  () => {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  },
);

const playwrightReport = join(reports, 'playwright.json');
suite(
  'browser journeys',
  'npx',
  ['playwright', 'test'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  () => {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    };
  },
);

rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
