import { Form, Link } from 'react-router';
import { FieldFrame } from '~/ui/form-field';
import type { AdminChannelRow, ChannelListQuery } from '~/features/channels/channel-editor.server';
import { channelChipClass } from '~/features/channels/channel-colours';

/**
 * The channel catalogue editor's list: every channel, found by name, alias or id and by group
 * (a plain GET form, so a filtered list has an address), each leading to its edit page.
 */
export function ChannelList({
  rows,
  total,
  query,
  groups,
}: {
  rows: readonly AdminChannelRow[];
  total: number;
  query: ChannelListQuery;
  groups: readonly { id: string; name: string }[];
}) {
  const filtered = query.q !== '' || query.group !== '';
  return (
    <section aria-labelledby="channel-catalogue" className="mt-6 grid gap-4">
      <div>
        <p className="text-sm">
          <Link to="/admin/management" className="text-link">
            Management
          </Link>{' '}
          / Channel catalogue
        </p>
        <h2 id="channel-catalogue" className="mt-1 text-xl font-bold">
          Channel catalogue
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Edit a channel’s name, aliases, free or paid, watch link and colours. Changes show on the
          site and in imports at once.
        </p>
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Channels"
        className="card grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <FieldFrame label="Find a channel by name, alias or id">
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              autoComplete="off"
              className="field"
            />
          )}
        </FieldFrame>
        <FieldFrame label="Group">
          {(control) => (
            <select {...control} name="group" defaultValue={query.group} className="field">
              <option value="">Every group</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <div className="flex gap-2">
          <button type="submit" className="button">
            Filter
          </button>
          {filtered && (
            <Link to="/admin/channels" className="button-quiet">
              Clear
            </Link>
          )}
        </div>
      </Form>
      <p role="status" className="text-sm font-semibold">
        {filtered ? `${rows.length} of ${total} channels` : `${total} channels`}
      </p>
      {rows.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {rows.map((row) => (
            <li key={row.id}>
              {/* Found when followed: eighty links at once make too long a manifest request. */}
              <Link
                to={`/admin/channels/${row.id}`}
                discover="none"
                className="card flex h-full flex-col items-start gap-2 py-3 hover:border-brand"
              >
                <span className={`chip ${channelChipClass(row.id)}`}>{row.name}</span>
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  {row.groupName} · {row.isFreeToAir ? 'Free-to-air' : 'Paid'} ·{' '}
                  {row.aliasCount === 1 ? '1 alias' : `${row.aliasCount} aliases`}
                  {row.url ? '' : ' · no watch link'}
                  {row.edited && (
                    <strong className="font-semibold text-brand dark:text-emerald-300">
                      {' '}
                      · edited
                    </strong>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
