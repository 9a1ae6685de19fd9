import { createReadStream, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Db } from '~/db/create-db.server';
import {
  backupSqlite,
  buildBackupPath,
  formatBackupTimestamp,
  getSqliteFile,
} from '~/db/backup.server';
import { buildArticlesZip } from '~/features/articles/article-files';
import { listArticlesWhole } from '~/features/articles/article-queries.server';
import { recordAudit } from '~/features/audit/audit.server';
import { buildFixturesCsv, formatFixtureJson } from '~/features/data-export/fixture-files';
import { findFixturesForAdmin } from '~/features/schedule/fixture-store.server';
import { filterLabels, parseManageQuery } from '~/features/manage/manage-filter';
import { backupFile, exportFiles, isExportFile, type ExportFile } from './export-files';

/** Who asks for a download and when, for the audit trail. */
export interface DownloadRequest {
  db: Db;
  at: Date;
  actorUserId: string;
  ip: string;
}

export interface Download {
  fileName: string;
  contentType: string;
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  /** Known for a backup, whose body is a stream. */
  bytes?: number;
}

type Refusal = { ok: false; status: 400 | 404; message: string };
export type DownloadResult = { ok: true; download: Download } | Refusal;

/** The most fixtures or articles one file holds: a larger export is refused, never cut short. */
export const maxExportRows = 100_000;

const noSuchFile: Refusal = { ok: false, status: 404, message: 'There is no such download.' };
const noBackupFile: Refusal = {
  ok: false,
  status: 404,
  message:
    'This database has no file to download: a PostgreSQL database is backed up with pg_dump on the server (docs/deploy.md, "Backups").',
};

/**
 * One download of Export and backup (`file` as its address names it), written to the audit trail
 * with who took it and what it held. A fixture file may be narrowed to UK dates by `from` and
 * `to` in `params`; a date that is not one is refused with 400, as is an export over
 * maxExportRows. `backup.sqlite` is an online, integrity-checked copy of a SQLite database.
 * @example await prepareDownload(request, 'fixtures.csv', new URLSearchParams('from=2025-11-01'))
 *   // { ok: true, download: { fileName: 'kickoff-fixtures-20251101T150000Z.csv', contentType: 'text/csv; charset=utf-8', body: '\uFEFFDate,...' } }
 */
export async function prepareDownload(
  request: DownloadRequest,
  file: string,
  params: URLSearchParams,
): Promise<DownloadResult> {
  if (file === backupFile) return downloadBackup(request);
  if (!isExportFile(file)) return noSuchFile;
  const built =
    file === 'fixtures.csv' || file === 'fixtures.json'
      ? await buildFixtureFile(request, file, params)
      : await buildArticleFile(request, file);
  if (!built.ok) return built;
  await recordAudit(request.db, {
    at: request.at,
    actorUserId: request.actorUserId,
    ip: request.ip,
    action: 'export.downloaded',
    targetType: 'export',
    targetId: file,
    details: built.details,
  });
  const [name, extension] = file.split('.');
  return {
    ok: true,
    download: {
      fileName: `kickoff-${name}-${formatBackupTimestamp(request.at)}.${extension}`,
      contentType: exportFiles[file].contentType,
      body: built.body,
    },
  };
}

type Built =
  { ok: true; body: string | Uint8Array<ArrayBuffer>; details: Record<string, unknown> } | Refusal;

/** Fixtures in kick-off order, all or those of a UK date range, as CSV or JSON. */
async function buildFixtureFile(
  { db, at }: DownloadRequest,
  file: Extract<ExportFile, `fixtures.${string}`>,
  params: URLSearchParams,
): Promise<Built> {
  const { filter, ignored } = parseManageQuery(params);
  const badDate = ignored.find((label) => label === filterLabels.from || label === filterLabels.to);
  if (badDate) {
    return {
      ok: false,
      status: 400,
      message: `The "${badDate}" date must be a real date written YYYY-MM-DD.`,
    };
  }
  const { from, to } = filter;
  const { total, fixtures } = await findFixturesForAdmin(
    db,
    { from: from ?? undefined, to: to ?? undefined },
    { page: 1, pageSize: maxExportRows },
  );
  if (total > maxExportRows) return tooMany('fixtures: choose a shorter range of dates');
  const body =
    file === 'fixtures.csv'
      ? buildFixturesCsv(fixtures)
      : toJson({
          exportedAt: at.toISOString(),
          from,
          to,
          fixtures: fixtures.map(formatFixtureJson),
        });
  return { ok: true, body, details: { from, to, fixtures: fixtures.length } };
}

/** Every article, as JSON or a zip of Markdown files. */
async function buildArticleFile(
  { db, at }: DownloadRequest,
  file: Extract<ExportFile, `articles.${string}`>,
): Promise<Built> {
  const articles = await listArticlesWhole(db, { limit: maxExportRows + 1 });
  if (articles.length > maxExportRows) return tooMany('articles');
  const body =
    file === 'articles.zip'
      ? buildArticlesZip(articles)
      : toJson({ exportedAt: at.toISOString(), articles });
  return { ok: true, body, details: { articles: articles.length } };
}

/** An export over maxExportRows, refused rather than cut short. */
function tooMany(what: string): Refusal {
  const most = maxExportRows.toLocaleString('en-GB');
  return { ok: false, status: 400, message: `One file holds at most ${most} ${what}.` };
}

/** Indented JSON ending in a line break, as people open it in an editor. */
function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Whether this database can be downloaded as a backup file (SQLite on disk). */
export async function canDownloadBackup(db: Db): Promise<boolean> {
  return (await getSqliteFile(db)) !== null;
}

/**
 * A backup of the SQLite database, taken with the online backup API and integrity-checked
 * (backupSqlite) into a temporary folder, audited, then streamed: the folder is removed at once,
 * and the open file is read to its end and freed when the download finishes or is abandoned.
 */
async function downloadBackup(request: DownloadRequest): Promise<DownloadResult> {
  const source = await getSqliteFile(request.db);
  if (!source) return noBackupFile;
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-backup-'));
  try {
    const backup = await backupSqlite(source, join(dir, 'backup.sqlite'));
    await recordAudit(request.db, {
      at: request.at,
      actorUserId: request.actorUserId,
      ip: request.ip,
      action: 'backup.downloaded',
      targetType: 'export',
      targetId: backupFile,
      details: { bytes: backup.bytes, fixtures: backup.fixtures },
    });
    return {
      ok: true,
      download: {
        fileName: basename(buildBackupPath(source, request.at)),
        contentType: 'application/vnd.sqlite3',
        body: streamOpenedFile(backup.path),
        bytes: backup.bytes,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A file as a web stream, from a descriptor opened now: the file's name may be removed at once
 * and the stream still reads it to the end (Linux and macOS keep the data until it is closed).
 */
function streamOpenedFile(path: string): ReadableStream<Uint8Array> {
  const stream = createReadStream(path, { fd: openSync(path, 'r') });
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

/**
 * The headers of a download: saved as a file under its name, never cached, never sniffed.
 * @example buildDownloadHeaders({ fileName: 'kickoff-fixtures-20251101T150000Z.csv', contentType: 'text/csv; charset=utf-8', body: '' })
 *   // Headers { content-type: 'text/csv; charset=utf-8', content-disposition: 'attachment; filename="kickoff-fixtures-20251101T150000Z.csv"', cache-control: 'no-store', ... }
 */
export function buildDownloadHeaders(download: Download): Headers {
  const headers = new Headers({
    'Content-Type': download.contentType,
    'Content-Disposition': `attachment; filename="${download.fileName}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (download.bytes !== undefined) headers.set('Content-Length', String(download.bytes));
  return headers;
}
