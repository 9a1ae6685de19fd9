// Kickoff TV's command line: `npm run cli -- <command>`. Commands are thin: they read input,
// call one feature function and print the result. Mistakes get a message and exit code 1.
import { parseFixtureText } from '~/features/fixtures/importer/parse-fixture-text';
import { saveFixtures } from '~/features/fixtures/save-fixtures.server';
import { isValidIsoDate, ukToday } from '~/lib/london-time';
import { openDatabase } from '../server/database';
import { loadConfig } from '../server/config';
import { ListingError, readListing } from './read-listing';

const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                       bring the database schema up to date
  parse [file|-] [--today D]    parse a pasted listing and print it as JSON (no database)
  import [file|-] [--today D]   parse a listing and save its fixtures

A listing is read from the file, or from standard input when the file is "-" or missing.
--today YYYY-MM-DD sets the date a missing year is inferred from (default: today in the UK).`;

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
    case 'parse': {
      const { file, today } = readOptions(rest);
      const result = parseFixtureText(readListing(file), { today });
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
      const result = parseFixtureText(readListing(file), { today });
      for (const p of result.problems) console.log(`line ${p.line}: ${p.reason}`);
      const db = await openDatabase(loadConfig().databaseUrl);
      try {
        const summary = await saveFixtures(db, result.fixtures);
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
    case undefined:
    case 'help':
    case '--help':
      console.log(usage);
      return;
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${usage}`);
  }
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
  if (error instanceof UsageError || error instanceof ListingError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? `Unexpected error: ${error.message}` : String(error));
  }
  process.exitCode = 1;
});
