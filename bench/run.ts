// `npm run bench`: measures the budgets of PERFORMANCE.md and prints each as
// `name: value (budget) PASS|FAIL`; exits non-zero when one fails.
import { listTestEngines } from '../tests/support/test-db';
import { benchParse, benchSave } from './importer';
import { formatResult, passes } from './measure';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const results = [...(await benchParse())];
for (const engine of listTestEngines()) results.push(await benchSave(engine));

for (const result of results) console.log(formatResult(result));
const failures = results.filter((r) => !passes(r)).length;
console.log(failures === 0 ? 'All budgets met.' : `${failures} budget(s) missed.`);
process.exitCode = failures === 0 ? 0 : 1;
