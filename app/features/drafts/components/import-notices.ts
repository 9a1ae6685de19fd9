import type { Notices } from '~/ui/toasts';
import type { SaveSummary } from '~/features/schedule/save-fixtures.server';

const counts = ['processed', 'created', 'replaced', 'skipped'] as const;

/** The toasts a redirect after saving or discarding an import, or editing a fixture, asks for. */
export const importNotices = {
  'import-saved': {
    params: counts,
    read(search) {
      const [processed, created, replaced, skipped] = counts.map((name) =>
        /^\d{1,6}$/.test(search.get(name) ?? '') ? Number(search.get(name)) : null,
      );
      if (processed == null || created == null || replaced == null) return null;
      return {
        title: 'Fixtures saved successfully',
        description: `${processed} processed: ${created} created, ${replaced} replaced${skipped ? `, ${skipped} skipped` : ''}.`,
      };
    },
  },
  'import-discarded': {
    title: 'Import discarded',
    description: 'Nothing was saved. Undo it from Recently removed.',
  },
  'import-emptied': {
    title: 'Import discarded',
    description:
      'Its last fixture was removed, so nothing was left to save. Undo it from Recently removed.',
  },
  restored: {
    title: 'Restored',
    description: 'It is back where it was removed from.',
  },
  'fixture-edited': { title: 'Fixture updated', description: 'The public pages show it now.' },
  'draft-fixture-edited': { title: 'Fixture updated', description: 'It is saved with the import.' },
} satisfies Notices;

/**
 * Where a saved import leads: the dashboard, with its counts for the toast.
 * @example savedImportPath({ processed: 3, created: 3, replaced: 0, skipped: [] })
 * // '/admin?notice=import-saved&processed=3&created=3&replaced=0&skipped=0'
 */
export function savedImportPath(
  summary: Pick<SaveSummary, 'processed' | 'created' | 'replaced' | 'skipped'>,
): string {
  const search = new URLSearchParams({
    notice: 'import-saved',
    processed: String(summary.processed),
    created: String(summary.created),
    replaced: String(summary.replaced),
    skipped: String(summary.skipped.length),
  });
  return `/admin?${search}`;
}
