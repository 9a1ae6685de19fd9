import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/db/create-db.server';
import { migrateToLatest } from '~/db/migrate.server';
import { startingArticles } from '~/features/articles/starting-articles';
import { listTestEngines } from '../tests/support/test-db';

const instances = 3;
const rounds = [1, 2, 3];

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A child running tests/support/start-instance.ts, which starts when `go` is called. */
function spawnInstance(url: string) {
  const child = spawn('npx', ['tsx', 'tests/support/start-instance.ts', url]);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]): Exit => ({ code, stdout, stderr }));
  const loaded = new Promise<void>((resolve) => {
    child.stdout.on('data', () => stdout.includes('ready\n') && resolve());
  });
  return {
    // A child that dies while loading must not leave the test waiting for it.
    ready: Promise.race([loaded, exited]),
    exited,
    go: () => child.stdin.end('go\n'),
  };
}

/** Starts every instance at once, after all have loaded, and waits for them to exit. */
async function startTogether(url: string): Promise<Exit[]> {
  const children = Array.from({ length: instances }, () => spawnInstance(url));
  await Promise.all(children.map((c) => c.ready));
  for (const child of children) child.go();
  return Promise.all(children.map((c) => c.exited));
}

async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(listTestEngines())('several instances starting together on $name', (engine) => {
  it.each(rounds)(
    'round %i: all start on a brand-new database and create everything exactly once',
    async () => {
      const { url, cleanup } = await engine.createBlank();
      const db = createDb(url);
      try {
        const exits = await startTogether(url);
        for (const exit of exits) expect(exit.code, exit.stderr).toBe(0);
        const starts = exits.map((e) => JSON.parse(e.stdout.trim().split('\n').at(-1) ?? '{}'));
        expect(starts.filter((a) => a.setupLink)).toEqual([{ setupLink: true }]);

        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
        const names = rows.map((m) => m.name);
        expect(new Set(names).size).toBe(names.length);
        expect(await migrateToLatest(db)).toEqual([]);

        const slugs = await db.selectFrom('articles').select('slug').orderBy('slug').execute();
        expect(slugs.map((a) => a.slug)).toEqual(startingArticles.map((a) => a.slug).sort());
        // No account is made at start: the first administrator comes through the setup link.
        expect(await countUsers(db)).toBe(0);
        const links = await db.selectFrom('account_links').select('kind').execute();
        expect(links).toEqual([{ kind: 'setup' }]);
      } finally {
        await db.destroy();
        await cleanup();
      }
    },
    60_000,
  );
});
