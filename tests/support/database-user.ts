// A second process using a database the way a running server does, for backup and restore
// tests: `node --import tsx tests/support/database-user.ts <database> hold` opens it and waits;
// `... import <n>` keeps saving generations of n fixtures with the app's own import, one
// transaction each. It prints `ready` once open, `committed <g>` after generation g's commit,
// and when standard input closes it stops, closes the database and prints `stopped <g>`.
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { openDatabase } from '../../server/database';
import { makeFixtures } from './factories';

const [path, mode, perGeneration = '10'] = process.argv.slice(2);
if (!path || (mode !== 'hold' && mode !== 'import')) {
  throw new Error('usage: database-user.ts <database> hold|import [fixtures per generation]');
}

/** Generation g's fixtures all fall on its own day, so a reader can tell the batches apart. */
function generationDate(generation: number): string {
  return new Date(Date.UTC(2030, 0, generation)).toISOString().slice(0, 10);
}

let stopping = false;
process.stdin.on('end', () => (stopping = true));
process.stdin.resume();

const db = await openDatabase(path);
console.log('ready');
let committed = 0;
if (mode === 'import') {
  while (!stopping) {
    const generation = committed + 1;
    await saveFixtures(db, makeFixtures(Number(perGeneration), generationDate(generation)));
    committed = generation;
    console.log(`committed ${committed}`);
    // Kysely over better-sqlite3 only ever resolves promises; without a turn of the event loop
    // the end of standard input would never be noticed.
    await yieldToEvents();
  }
} else if (!stopping) {
  await new Promise<void>((resolve) => process.stdin.on('end', resolve));
}
await db.destroy();
console.log(`stopped ${committed}`);
