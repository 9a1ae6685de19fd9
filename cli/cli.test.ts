import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'kickoff-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[], input?: string | Buffer, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync('npx', ['tsx', 'cli/main.ts', ...args], {
    input,
    env: { ...process.env, DATABASE_URL: join(dir, 'cli.sqlite'), ...env },
  });
  return {
    status: result.status,
    stdout: result.stdout.toString(),
    stderr: result.stderr.toString(),
  };
}

const listing = `Saturday 1st November 2025
15:00
Arsenal v Chelsea
Premier League
SkySportsMainEvent
BT Sport 1
17:30
Wrexham vs Coventry City*
Championship
TBC
Mystery TV
`;

describe('npm run cli', () => {
  it('parse prints the fixtures and problems as JSON', () => {
    const { status, stdout } = cli(['parse', '-', '--today', '2025-10-30'], listing);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      format: 'date-header',
      fixtures: [
        {
          date: '2025-11-01',
          time: '15:00',
          homeTeam: 'Arsenal',
          awayTeam: 'Chelsea',
          competition: 'Premier League',
          channelStatus: 'listed',
          channels: [
            {
              id: 'sky-sports-main-event',
              name: 'Sky Sports Main Event',
              raw: 'SkySportsMainEvent',
            },
            { id: 'tnt-sports-1', name: 'TNT Sports 1', raw: 'BT Sport 1' },
          ],
        },
        {
          date: '2025-11-01',
          time: '17:30',
          homeTeam: 'Wrexham',
          awayTeam: 'Coventry City',
          competition: 'Championship',
          channelStatus: 'listed',
          channels: [{ id: null, name: 'Mystery TV', raw: 'Mystery TV' }],
        },
      ],
      problems: [
        { line: 11, text: 'Mystery TV', reason: 'Unknown channel "Mystery TV": kept as written' },
      ],
    });
  });

  it('import saves the fixtures and prints the summary; importing again replaces them', () => {
    const file = join(dir, 'week.txt');
    writeFileSync(file, listing);
    const first = cli(['import', file, '--today', '2025-10-30']);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('line 11: Unknown channel "Mystery TV": kept as written');
    expect(first.stdout).toContain('Saved 2 fixtures: 2 created, 0 replaced, 0 skipped.');
    const again = cli(['import', file, '--today', '2025-10-30']);
    expect(again.stdout).toContain('Saved 2 fixtures: 0 created, 2 replaced, 0 skipped.');
  });

  it.each([
    [
      'a missing file',
      ['parse', join(dir, 'nope.txt')],
      undefined,
      `No such file: ${join(dir, 'nope.txt')}`,
    ],
    ['a folder', ['parse', dir], undefined, `${dir} is a folder, not a listing`],
    ['empty input', ['parse', '-'], '  \n\n', 'Please paste fixture information'],
    [
      'binary input',
      ['parse', '-'],
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      'The listing is not UTF-8 text',
    ],
    [
      'NUL bytes',
      ['parse', '-'],
      'Arsenal\u0000 v Chelsea',
      'The listing is not text (it contains NUL bytes)',
    ],
    [
      'more than 1 MiB',
      ['parse', '-'],
      'x'.repeat(1024 * 1024 + 1),
      'The listing is larger than 1 MiB',
    ],
    [
      'text with no fixtures',
      ['parse', '-'],
      'hello\n',
      'No fixtures found. Please check the format of your pasted fixtures.',
    ],
    ['nothing valid to import', ['import', '-'], 'hello\n', 'No valid fixtures to save'],
    [
      'a bad --today',
      ['parse', '-', '--today', '2025-02-30'],
      listing,
      '--today needs a date written YYYY-MM-DD',
    ],
    ['an unknown command', ['frobnicate'], undefined, 'Unknown command "frobnicate".'],
    [
      'a password under 15 characters',
      ['user:create', 'shorty'],
      'fourteen chars\n',
      'The password must be at least 15 characters long (it has 14).',
    ],
    ['no password', ['user:create', 'nopw'], '', 'No password was given on standard input.'],
    [
      'user:create without a username',
      ['user:create'],
      undefined,
      'Usage: npm run cli -- user:create <username>',
    ],
    [
      'resetting an unknown account',
      ['user:reset-password', 'nobody'],
      'a perfectly fine passphrase\n',
      'There is no staff account named "nobody".',
    ],
  ])('refuses %s with a message, exit code 1 and no stack trace', (_what, args, input, message) => {
    const { status, stderr } = cli(args, input);
    expect(status).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  // Reading standard input in one synchronous call failed with EAGAIN when the writer paused:
  // each piece is written once the CLI waits on an empty pipe for it.
  it('reads a listing piped slowly, in pieces', async () => {
    const announce = new URL('../tests/support/announce-stdin-reads.mjs', import.meta.url);
    const child = spawn('npx', ['tsx', 'cli/main.ts', 'parse', '-'], {
      env: {
        ...process.env,
        DATABASE_URL: join(dir, 'cli.sqlite'),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${announce.href}`,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.on('error', () => undefined); // a CLI that failed early closed the pipe
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    /** Once the CLI has asked its standard input for more `times` times (or has stopped). */
    const asked = (times: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (stderr.split('stdin: read\n').length > times || child.exitCode !== null) resolve();
        };
        child.stderr.on('data', check);
        child.on('exit', check);
        check();
      });
    const half = Math.floor(listing.length / 2);
    await asked(1); // the CLI is waiting on the empty pipe
    child.stdin.write(listing.slice(0, half));
    await asked(2); // it has read the first half and waits for more
    child.stdin.end(listing.slice(half));
    expect(await exited).toBe(0);
    expect(stderr).not.toContain('Cannot read');
    expect((JSON.parse(stdout) as { fixtures: unknown[] }).fixtures).toHaveLength(2);
  });

  it('accuracy scores the importer on each listing against its expected parse', () => {
    const set = join(dir, 'accuracy');
    mkdirSync(set);
    writeFileSync(join(set, 'week.txt'), listing);
    const expected = (overrides: object[]) =>
      JSON.stringify({
        reference_date: '2025-10-30',
        fixtures: [
          { date: '2025-11-01', time: '15:00', home: 'Arsenal', away: 'Chelsea', channels: ['Sky Sports Main Event', 'BT Sport 1'], channel_status: 'listed' },
          { date: '2025-11-01', time: '17:30', home: 'Wrexham', away: 'Coventry City', channels: ['Mystery TV'], channel_status: 'listed' },
          ...overrides,
        ],
      }); // prettier-ignore
    writeFileSync(join(set, 'week.expected.json'), expected([]));
    writeFileSync(join(set, 'missed.txt'), listing);
    writeFileSync(
      join(set, 'missed.expected.json'),
      expected([{ date: '2025-11-02', time: '16:30', home: 'Celtic', away: 'Rangers', channels: [], channel_status: 'none' }]), // prettier-ignore
    );
    const { status, stdout } = cli(['accuracy', set]);
    expect(status).toBe(0);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s{2,}/));
    expect(rows[0]).toEqual(['file', 'expected', 'found', 'matched', 'precision', 'recall', 'f1', 'channelsExact', 'statusExact']); // prettier-ignore
    expect(rows.slice(1)).toEqual([
      ['missed', '3', '2', '2', '1.000', '0.667', '0.800', '1.000', '1.000'],
      ['week', '2', '2', '2', '1.000', '1.000', '1.000', '1.000', '1.000'],
      ['mean', '2.5', '2', '2', '1.000', '0.833', '0.900', '1.000', '1.000'],
    ]);
  });

  it('accuracy refuses a folder without expected parses', () => {
    const { status, stderr } = cli(['accuracy', join(dir, 'nowhere')]);
    expect(status).toBe(1);
    expect(stderr).toContain('No <name>.txt with <name>.expected.json in');
  });

  it('user:create makes a staff account with the password from standard input', () => {
    const created = cli(['user:create', 'Desk.Editor'], 'a perfectly fine passphrase  \n');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Created staff account "desk.editor".');
    expect(created.stdout).not.toContain('passphrase');
    const again = cli(['user:create', 'desk.editor'], 'another fine passphrase\n');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('A staff account named "desk.editor" already exists.');
  });

  it('user:reset-password sets a new password for an existing account', () => {
    cli(['user:create', 'resetme'], 'the very first passphrase\n');
    const reset = cli(['user:reset-password', 'ResetMe'], 'a brand new passphrase\r\n');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain(
      'Set a new password for "resetme" and ended all of its sessions.',
    );
  });
});

describe('npm run cli -- backup and restore', () => {
  const site = { DATABASE_URL: join(dir, 'site', 'kickoff.sqlite') };
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kickoff' };
  const pgMessage =
    'DATABASE_URL is a PostgreSQL database: back it up with pg_dump -Fc and restore it with pg_restore (see docs/deploy.md).';

  it('backup copies the database to backups/ beside it or to the file given; restore puts a copy in place', () => {
    const file = join(dir, 'site-week.txt');
    writeFileSync(file, listing);
    expect(cli(['import', file, '--today', '2025-10-30'], undefined, site).status).toBe(0);

    const byDefault = cli(['backup'], undefined, site);
    expect(byDefault.status).toBe(0);
    const [name] = readdirSync(join(dir, 'site', 'backups'));
    expect(name).toMatch(/^kickoff-\d{8}T\d{6}Z\.sqlite$/);
    expect(byDefault.stdout).toMatch(
      new RegExp(
        `^Backed up ${site.DATABASE_URL} to ${join(dir, 'site', 'backups', name ?? '')} \\(\\d+ bytes, 2 fixtures\\); integrity_check ok\\.\\n$`,
      ),
    );

    const named = join(dir, 'named-backup.sqlite');
    expect(cli(['backup', named], undefined, site).stdout).toContain(` to ${named} (`);

    const fresh = join(dir, 'restored', 'kickoff.sqlite');
    const restored = cli(['restore', named], undefined, { DATABASE_URL: fresh });
    expect(restored.status).toBe(0);
    expect(restored.stdout).toBe(
      `Restored ${fresh} from ${named} (2 fixtures); integrity_check ok.\nThere was no database at ${fresh} before.\n`,
    );

    const over = cli(['restore', named], undefined, site);
    expect(over.status).toBe(0);
    expect(over.stdout).toMatch(
      /The database it replaced is kept as .*kickoff\.sqlite\.before-restore-\d{8}T\d{6}Z; to undo, restore that file\.\n$/,
    );
  }, 60_000); // five runs of the CLI, each a new Node process

  it.each([
    ['backup with a PostgreSQL DATABASE_URL', ['backup'], postgres, pgMessage],
    ['restore with a PostgreSQL DATABASE_URL', ['restore', 'kickoff.dump'], postgres, pgMessage],
    ['restore without a file', ['restore'], site, 'Usage: npm run cli -- restore <file>'],
    [
      'backup of a database that does not exist',
      ['backup'],
      { DATABASE_URL: join(dir, 'nowhere', 'kickoff.sqlite') },
      `There is no SQLite database at ${join(dir, 'nowhere', 'kickoff.sqlite')}.`,
    ],
    [
      'restore of a file that is not a backup',
      ['restore', join(dir, 'not-a-backup.txt')],
      site,
      `${join(dir, 'not-a-backup.txt')} is not a readable SQLite database (file is not a database).`,
    ],
  ])('refuses %s with a message, exit code 1 and no stack trace', (_what, args, env, message) => {
    writeFileSync(join(dir, 'not-a-backup.txt'), listing);
    const { status, stderr } = cli(args, undefined, env);
    expect(stderr).toContain(message);
    expect(status).toBe(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
