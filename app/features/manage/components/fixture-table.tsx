import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { channelChipClass } from '~/features/channels/channel-colours';
import { Icon, icons } from '~/ui/icon';
import type { FixtureChannel } from '~/features/schedule/fixture';

interface TableRowBase {
  key: string;
  time: string;
  teams: string;
  competition: string;
  channels: readonly (FixtureChannel & { url?: string | null })[];
  /** What shows when no channel is listed: TBC, not televised, the 3pm blackout, none. */
  broadcast: string | null;
}

/**
 * A row's actions: its own controls (forms), or an Edit link (when the row has a page to edit it
 * on), URLs and Remove/Delete buttons.
 */
export type TableRow = TableRowBase &
  (
    | { actions: ReactNode }
    | { editHref?: string; onUrls: () => void; onRemove: () => void; removeLabel: string }
  );

/** A run of rows under a heading row of their own (Manage Fixtures' results, by date). */
export interface TableGroup {
  key: string;
  heading: string | null;
  rows: readonly TableRow[];
}

/**
 * How a cell's text may break: between words only ('Manchester' stays whole, so the columns are
 * as wide as their longest word), or anywhere within a run of 25 or more characters with no
 * space, which no real name has and which would otherwise widen the table past its frame.
 */
function breaking(text: string): string {
  return /\S{25}/.test(text) ? 'wrap-anywhere' : 'wrap-break-word';
}

/**
 * Time, Teams, Competition, Channel, Actions: the review's and Manage Fixtures' table. Where its
 * frame is narrower than 48rem (a phone, a tablet, a half-width column) each row is a card
 * instead (see .fixture-table in app.css), so neither scrolls sideways. The time and the actions
 * never wrap; names wrap between words.
 * @example <FixtureTable rows={[{ key: 'a', time: '15:00', teams: 'Arsenal v Chelsea', competition: 'Premier League', channels: [], broadcast: null, actions: null }]} />
 */
export function FixtureTable({
  rows = [],
  groups = [{ key: '', heading: null, rows }],
}: {
  rows?: readonly TableRow[];
  /** Rows in groups, each headed by a row of its own (a date) when it has a heading. */
  groups?: readonly TableGroup[];
}) {
  return (
    <div className="fixture-table-frame mt-2">
      <table className="admin-table fixture-table">
        <thead>
          <tr>
            <th className="w-px">Time</th>
            <th className="w-[32%]">Teams</th>
            <th className="w-[18%]">Competition</th>
            <th>Channel</th>
            <th className="w-px">Actions</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            {group.heading && (
              <tr>
                <th
                  colSpan={5}
                  scope="rowgroup"
                  className="col-span-full pt-4 text-base font-bold text-slate-900 dark:text-slate-100"
                >
                  {group.heading}
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr key={row.key}>
                <td className="font-semibold whitespace-nowrap tabular-nums">{row.time}</td>
                <td className={`font-semibold ${breaking(row.teams)}`}>{row.teams}</td>
                <td data-label="Competition" className={breaking(row.competition)}>
                  {row.competition}
                </td>
                <td>
                  <span className="flex flex-wrap gap-1">
                    {row.channels.length === 0 && row.broadcast && (
                      <span className="text-sm text-slate-600 dark:text-slate-400">
                        {row.broadcast}
                      </span>
                    )}
                    {row.channels.map((channel, index) => (
                      <span
                        key={index}
                        className={`chip ${channelChipClass(channel.id)} ${
                          /\S{25}/.test(channel.name) ? 'wrap-anywhere whitespace-normal' : ''
                        }`}
                      >
                        {channel.name}
                        {channel.url && <span aria-label=" (link set)"> ↗</span>}
                      </span>
                    ))}
                  </span>
                </td>
                <td>
                  {'actions' in row ? (
                    row.actions
                  ) : (
                    <span className="flex gap-1 whitespace-nowrap">
                      {row.editHref && (
                        <Link
                          to={row.editHref}
                          className="button-quiet px-2 py-1 text-xs"
                          aria-label={`Edit ${row.teams}`}
                        >
                          Edit
                        </Link>
                      )}
                      <button
                        type="button"
                        className="button-quiet px-2 py-1 text-xs"
                        onClick={row.onUrls}
                      >
                        URLs
                      </button>
                      <button
                        type="button"
                        className="button-quiet px-2 py-1 text-xs"
                        onClick={row.onRemove}
                        aria-label={`${row.removeLabel} ${row.teams}`}
                      >
                        <Icon
                          path={row.removeLabel === 'Delete' ? icons.trash : icons.close}
                          size={14}
                        />
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
