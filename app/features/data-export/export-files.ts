/**
 * What administrators can download from Export and backup (/admin/export), each file at
 * /admin/export/<file>. The fixture files take an optional `from` and `to` UK date.
 */
export const exportFiles = {
  'fixtures.csv': {
    label: 'Fixtures as CSV',
    format: 'CSV',
    description:
      'One row per fixture: date, UK time, kick-off in UTC, teams, competition, channels and status. Opens in a spreadsheet.',
    contentType: 'text/csv; charset=utf-8',
  },
  'fixtures.json': {
    label: 'Fixtures as JSON',
    format: 'JSON',
    description:
      'Every fixture with its channels and their watch links, in the shape the public API gives.',
    contentType: 'application/json; charset=utf-8',
  },
  'articles.json': {
    label: 'Articles as JSON',
    format: 'JSON',
    description:
      'Every article whole, drafts and scheduled ones too: each field, and the sections kept apart.',
    contentType: 'application/json; charset=utf-8',
  },
  'articles.zip': {
    label: 'Articles as Markdown',
    format: 'Markdown (zip)',
    description:
      'A zip of one Markdown file per article, its details at the top: for reading, or for moving to another system.',
    contentType: 'application/zip',
  },
} as const;

export type ExportFile = keyof typeof exportFiles;

/** The database backup's address under /admin/export (SQLite only). */
export const backupFile = 'backup.sqlite';

/** Whether an address segment names one of the export files. */
export function isExportFile(file: string): file is ExportFile {
  return Object.hasOwn(exportFiles, file);
}
