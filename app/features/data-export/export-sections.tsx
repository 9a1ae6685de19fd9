import { backupFile, exportFiles, type ExportFile } from './export-files';

const exportPath = (file: string) => `/admin/export/${file}`;
const fixtureFiles = ['fixtures.csv', 'fixtures.json'] as const satisfies readonly ExportFile[];
const articleFiles = ['articles.json', 'articles.zip'] as const satisfies readonly ExportFile[];

/**
 * The fixture downloads: a plain GET form, so the browser saves the file and the page stays.
 * Empty dates mean every fixture.
 */
export function FixtureExports() {
  return (
    <section aria-labelledby="export-fixtures" className="card">
      <h3 id="export-fixtures" className="text-lg font-bold">
        Fixtures
      </h3>
      <FileList files={fixtureFiles} />
      <form method="get" action={exportPath('fixtures.csv')} className="mt-4 grid gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Leave the dates empty for every fixture, or give a range of UK dates.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <label className="grid gap-1 text-sm font-semibold">
            From
            <input className="field min-w-0 px-2" type="date" name="from" />
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            To
            <input className="field min-w-0 px-2" type="date" name="to" />
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          {fixtureFiles.map((file) => (
            <button key={file} type="submit" formAction={exportPath(file)} className="button">
              Download {exportFiles[file].format}
            </button>
          ))}
        </div>
      </form>
    </section>
  );
}

/** The article downloads: every article, drafts included. */
export function ArticleExports() {
  return (
    <section aria-labelledby="export-articles" className="card">
      <h3 id="export-articles" className="text-lg font-bold">
        Articles
      </h3>
      <FileList files={articleFiles} />
      <div className="mt-4 flex flex-wrap gap-2">
        {articleFiles.map((file) => (
          <a key={file} href={exportPath(file)} download className="button">
            Download {exportFiles[file].format}
          </a>
        ))}
      </div>
    </section>
  );
}

/**
 * The database backup: a download on SQLite; on PostgreSQL, where the server's own tools take
 * backups, only where to read how.
 */
export function BackupDownload({ offered }: { offered: boolean }) {
  return (
    <section aria-labelledby="export-backup" className="card">
      <h3 id="export-backup" className="text-lg font-bold">
        Database backup
      </h3>
      {offered ? (
        <>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            A checked copy of the whole database, taken while the site runs: fixtures, articles,
            channels, staff accounts and the audit trail. It holds the staff accounts&rsquo;
            password hashes, so keep it as safe as the server. Put it back with{' '}
            <code>npm run cli -- restore &lt;file&gt;</code> (see docs/deploy.md,
            &ldquo;Backups&rdquo;).
          </p>
          <a href={exportPath(backupFile)} download className="button mt-4">
            Download a backup
          </a>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          This site runs on PostgreSQL, whose backups are taken on the server with{' '}
          <code>pg_dump</code> (see docs/deploy.md, &ldquo;Backups&rdquo;), so there is no file to
          download here.
        </p>
      )}
    </section>
  );
}

function FileList({ files }: { files: readonly ExportFile[] }) {
  return (
    <dl className="mt-2 grid gap-2 text-sm">
      {files.map((file) => (
        <div key={file}>
          <dt className="font-semibold">{exportFiles[file].label}</dt>
          <dd className="text-slate-700 dark:text-slate-300">{exportFiles[file].description}</dd>
        </div>
      ))}
    </dl>
  );
}
