// Kickoff TV's command line: `npm run cli -- <command>`. Commands are thin: they read input,
// call one feature function and print the result. Mistakes get a message and exit code 1.
import { BackupError, backupSqlite, buildBackupPath, restoreSqlite } from '~/db/backup.server';
import { engineOf } from '~/db/create-db.server';
import { accountLinkPath, renewSetupLink } from '~/features/auth/account-links.server';
import { createUser, resetPassword } from '~/features/auth/users.server';
import { loadChannelCatalogue } from '~/features/channels/channel-catalogue.server';
import { parseFixtureText } from '~/features/importer/parse-fixture-text';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { isValidIsoDate, ukToday } from '~/lib/london-time';
import { openDatabase } from '../server/database';
import { loadConfig } from '../server/config';
import { notifyPageChange } from '../server/page-invalidation';
import { formatAccuracyTable, measureAccuracy } from './importer-accuracy';
import { ListingError, readListing, readStandardInput } from './read-listing';

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                       bring the database schema up to date
  parse [file|-] [--today D]    parse a pasted listing and print it as JSON (no database)
  import [file|-] [--today D]   parse a listing and save its fixtures
  backup [file]                 copy the SQLite database while the site runs, checked with
                                PRAGMA integrity_check (default: backups/<name>-<UTC time>.sqlite
                                beside the database)
  restore <file>                put a checked backup in place of the SQLite database, keeping the
                                old one as <name>.before-restore-<UTC time>; stop the server
                                first (a database in use is refused)
  accuracy <dir>                score the importer on every <dir>/*.txt against its
                                .expected.json (npm run importer:accuracy -- <dir>)
  user:setup-link               print a one-time link (24 hours) where the first administrator
                                sets up their account; only while there is no staff account
  user:create <username>        create an administrator account
  user:reset-password <username>
                                set a new password for a staff account and sign it out everywhere

A listing is read from the file, or from standard input when the file is "-" or missing.
--today YYYY-MM-DD sets the date a missing year is inferred from (default: today in the UK).
The user commands ask for the password (hidden) on a terminal, or read it from standard input
when it is piped: one line, only the final line break removed. Passwords are 15-128 characters,
not common or easy to guess.
With a PostgreSQL DATABASE_URL, back up with pg_dump -Fc and restore with pg_restore instead
(docs/deploy.md).`;

class UsageError extends Error {}

async function run(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'migrate': {
      const db = await openDatabase(loadConfig().databaseUrl);
      await db.destroy();
      console.log('Database is up to date.');
      return;
    }
    case 'accuracy': {
      const [dir] = rest;
      if (!dir) throw new UsageError('Usage: npm run importer:accuracy -- <dir>');
      const rows = measureAccuracy(dir);
      if (rows.length === 0)
        throw new UsageError(`No <name>.txt with <name>.expected.json in ${dir}`);
      console.log(formatAccuracyTable(rows));
      return;
    }
    case 'parse': {
      const { file, today } = readOptions(rest);
      const result = parseFixtureText(await readListing(file), { today });
      const fixtures = result.fixtures.map(({ line: _line, ...fixture }) => fixture);
      console.log(
        JSON.stringify({ format: result.format, fixtures, problems: result.problems }, null, 2),
      );
      if (fixtures.length === 0)
        throw new UsageError('No fixtures found. Please check the format of your pasted fixtures.');
      return;
    }
    case 'import': {
      const { file, today } = readOptions(rest);
      const text = await readListing(file);
      const url = loadConfig().databaseUrl;
      const db = await openDatabase(url);
      try {
        // Read with the catalogue as administrators left it (decision 0028).
        await loadChannelCatalogue(db);
        const result = parseFixtureText(text, { today });
        for (const p of result.problems) console.log(`line ${p.line}: ${p.reason}`);
        const summary = await saveFixtures(db, result.fixtures);
        // Running servers clear their page caches now rather than after the 15 s expiry.
        if (summary.processed > 0) await notifyPageChange({ db, url });
        for (const s of summary.skipped) {
          const f = s.fixture;
          console.log(
            `skipped ${f.date ?? 'no date'} ${f.time} ${f.homeTeam} v ${f.awayTeam}: ${s.reason}`,
          );
        }
        if (summary.processed === 0) throw new UsageError('No valid fixtures to save');
        console.log(
          `Saved ${summary.processed} fixtures: ${summary.created} created, ${summary.replaced} replaced, ${summary.skipped.length} skipped.`,
        );
      } finally {
        await db.destroy();
      }
      return;
    }
    case 'backup': {
      const database = readSqlitePath();
      const [file, ...extra] = rest;
      if (file?.startsWith('--') || extra.length > 0) {
        throw new UsageError('Usage: npm run cli -- backup [file]');
      }
      const backup = await backupSqlite(database, file ?? buildBackupPath(database, new Date()));
      const fixtures =
        backup.fixtures === null ? 'no fixtures table' : `${backup.fixtures} fixtures`;
      console.log(
        `Backed up ${database} to ${backup.path} (${backup.bytes} bytes, ${fixtures}); integrity_check ok.`,
      );
      return;
    }
    case 'restore': {
      const database = readSqlitePath();
      const [file, ...extra] = rest;
      if (!file || file.startsWith('--') || extra.length > 0) {
        throw new UsageError('Usage: npm run cli -- restore <file>');
      }
      const restored = await restoreSqlite(file, database);
      console.log(
        `Restored ${database} from ${file} (${restored.fixtures} fixtures); integrity_check ok.`,
      );
      console.log(
        restored.keptAside
          ? `The database it replaced is kept as ${restored.keptAside}; to undo, restore that file.`
          : `There was no database at ${database} before.`,
      );
      return;
    }
    case 'user:setup-link': {
      const config = loadConfig();
      const db = await openDatabase(config.databaseUrl);
      try {
        const token = await renewSetupLink(db, new Date());
        if (!token) {
          throw new UsageError(
            'There is a staff account already: an administrator invites others from Management.',
          );
        }
        console.log(new URL(accountLinkPath('setup', token), config.siteUrl).href);
      } finally {
        await db.destroy();
      }
      return;
    }
    case 'user:create':
    case 'user:reset-password': {
      const username = readUsername(command, rest);
      const password = await readPassword();
      const db = await openDatabase(loadConfig().databaseUrl);
      try {
        const now = new Date();
        const result =
          command === 'user:create'
            ? await createUser(db, { username, password, now })
            : await resetPassword(db, { username, password, now });
        if (!result.ok) throw new UsageError(result.message);
        console.log(
          command === 'user:create'
            ? `Created staff account "${result.user.username}".`
            : `Set a new password for "${result.user.username}" and ended all of its sessions.`,
        );
      } finally {
        await db.destroy();
      }
      return;
    }
    case undefined:
    case 'help':
    case '--help':
      console.log(usage);
      return;
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${usage}`);
  }
}

/** The SQLite file DATABASE_URL names; the backup commands have nothing to do for the others. */
function readSqlitePath(): string {
  const url = loadConfig().databaseUrl;
  if (engineOf(url) === 'postgres') {
    throw new UsageError(
      'DATABASE_URL is a PostgreSQL database: back it up with pg_dump -Fc and restore it with pg_restore (see docs/deploy.md).',
    );
  }
  if (url === ':memory:')
    throw new UsageError('DATABASE_URL is :memory:, which has no file to back up.');
  return url;
}

function readUsername(command: string, args: string[]): string {
  const [username, ...extra] = args;
  if (!username || username.startsWith('--') || extra.length > 0) {
    throw new UsageError(`Usage: npm run cli -- ${command} <username>`);
  }
  return username;
}

/** The new password: a hidden prompt (asked twice) on a terminal, else standard input. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await promptHidden('New password: ');
    if ((await promptHidden('Repeat the password: ')) !== password) {
      throw new UsageError('The two passwords differ. Nothing was changed.');
    }
    return password;
  }
  let bytes: Buffer;
  try {
    bytes = await readStandardInput(4096);
  } catch {
    throw new UsageError('Cannot read the password from standard input.');
  }
  if (bytes.length > 4096) throw new UsageError('The password on standard input is too long.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError('The password on standard input is not UTF-8 text.');
  }
  // Only the line break `echo` or a file adds; spaces are part of the password.
  const password = text.replace(/\r?\n$/, '');
  if (password.includes('\n')) {
    throw new UsageError('Give the password as one line on standard input.');
  }
  if (password === '') throw new UsageError('No password was given on standard input.');
  return password;
}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new UsageError('Cancelled. Nothing was changed.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

function readOptions(args: string[]): { file: string; today: string } {
  let file = '-';
  let today = ukToday();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--today') {
      today = args[++i] ?? '';
      if (!isValidIsoDate(today)) throw new UsageError('--today needs a date written YYYY-MM-DD');
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option "${arg}".`);
    } else {
      file = arg;
    }
  }
  return { file, today };
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ListingError ||
    error instanceof BackupError
  ) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? `Unexpected error: ${error.message}` : String(error));
  }
  process.exitCode = 1;
});
