// One server's start-up and nothing else, for server/startup.test.ts, which runs several at once:
// `npx tsx tests/support/start-instance.ts <DATABASE_URL>`. It loads its modules, prints "ready",
// and starts only when a line arrives on standard input, so every child starts at the same moment
// rather than whenever its loading happened to finish. Last line: {"setupLink": whether this one made the setup link}.
import { once } from 'node:events';
import { startDatabase } from '../../server/database';

const url = process.argv[2];
if (!url) throw new Error('Usage: tsx tests/support/start-instance.ts <DATABASE_URL>');

process.stdout.write('ready\n');
await once(process.stdin, 'data');
process.stdin.pause();
const { db, setupToken } = await startDatabase(url, { demoData: true });
await db.destroy();
process.stdout.write(`${JSON.stringify({ setupLink: setupToken !== null })}\n`);
