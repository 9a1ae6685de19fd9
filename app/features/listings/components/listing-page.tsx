import { useId, type ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { channelFamilies, channelOptionGroups } from '~/features/channels/channel-options';
import type { FixtureListing } from '~/features/listings/fixture-listing.server';
import type { FilterName } from '~/features/listings/listing-pages.server';
import { FixtureList } from './fixture-list';

interface ListingPageProps {
  title: string;
  lead?: ReactNode;
  listing: FixtureListing;
  /** Shown between the heading and the list: keep it short (a badge), the list comes first. */
  intro?: ReactNode;
  /** Shown below the list: a guide, how to watch a channel, and so on. */
  guide?: ReactNode;
  empty: ReactNode;
  /** Says when the list is, for "None of the 9 televised matches today is on free-to-air TV". */
  when?: string;
  /** Which filters the page offers (a channel page does not offer a channel filter). */
  filters?: readonly FilterName[];
  after?: ReactNode;
  /**
   * Whether `empty` speaks for a list the visitor's filters emptied too (the search page's own
   * words do: the search is its subject); otherwise the page says the filters left nothing.
   */
  emptyWhenFiltered?: boolean;
}

/**
 * A page of fixtures: heading, the visitor's filters (a GET form, so links can be shared, closed
 * so the first screen shows matches), the list, then any guide text.
 */
export function ListingPage({
  title,
  lead,
  listing,
  intro,
  guide,
  empty,
  when = 'in this list',
  filters = ['search', 'competition', 'channel', 'free'],
  after,
  emptyWhenFiltered = false,
}: ListingPageProps) {
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {intro}
      {filters.length > 0 && <FilterForm listing={listing} offered={filters} />}
      <div className="mt-4">
        <FixtureList
          fixtures={listing.fixtures}
          itemList
          empty={
            listing.notFreeToAir > 0 ? (
              <NoneFreeToAir count={listing.notFreeToAir} when={when} />
            ) : !emptyWhenFiltered && hasFilters(listing.filters) ? (
              <NoneFits when={when} />
            ) : (
              empty
            )
          }
        />
      </div>
      {listing.truncated && (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Showing the first {listing.fixtures.count} matches. Narrow the list with the filters above
          to see the rest.
        </p>
      )}
      {guide}
      {after}
    </main>
  );
}

/** Whether the visitor narrowed the list (a search, a competition, a channel, free-to-air). */
function hasFilters({ search, competition, team, channel, freeToAir }: FixtureListing['filters']) {
  return Boolean(search || competition || team || channel || freeToAir);
}

/** The visitor's filters left nothing: say so (not "no matches"), and offer the whole list. */
function NoneFits({ when }: { when: string }) {
  const { pathname } = useLocation();
  return (
    <p className="empty">
      No televised match {when} fits these filters.{' '}
      <Link className="text-link" to={pathname}>
        Show every match {when}
      </Link>
    </p>
  );
}

/** The free-to-air filter left nothing: say how many matches it hid, and offer them. */
function NoneFreeToAir({ count, when }: { count: number; when: string }) {
  const { pathname, search } = useLocation();
  const all = new URLSearchParams(search);
  all.delete('free');
  const query = all.toString();
  return (
    <p className="empty">
      {count === 1
        ? `The one televised match ${when} is not on free-to-air TV.`
        : `None of the ${count} televised matches ${when} is on free-to-air TV.`}{' '}
      <Link className="text-link" to={query ? `${pathname}?${query}` : pathname}>
        {count === 1 ? 'Show it' : `Show all ${count} matches`}
      </Link>
    </p>
  );
}

function FilterForm({ listing, offered }: { listing: FixtureListing; offered: readonly string[] }) {
  const { pathname, search } = useLocation();
  const channelSelectId = useId();
  const { filters } = listing;
  const active = Boolean(
    filters.search || filters.competition || filters.channel || filters.team || filters.freeToAir,
  );
  // Closed, so the first screen shows matches; the summary says when filters are on. Keyed by
  // the query, so fields follow the address when it changes without a reload (the drawer's
  // free-to-air toggle): default values are read only when a field is first drawn.
  return (
    <details key={search} className="card mt-4 p-0">
      <summary className="cursor-pointer px-4 py-3 font-semibold">
        Filter matches{active && <span className="ml-2 text-sm font-normal">(filters on)</span>}
      </summary>
      <Form
        method="get"
        action={pathname}
        className="border-t border-slate-200 p-4 dark:border-slate-800"
        aria-label="Filter matches"
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {offered.includes('search') && (
            <label className="grid gap-1 text-sm font-semibold">
              Team or competition
              <input
                className="field"
                type="search"
                name="search"
                defaultValue={filters.search ?? ''}
                maxLength={100}
              />
            </label>
          )}
          {offered.includes('competition') && (
            <label className="grid gap-1 text-sm font-semibold">
              Competition
              <input
                className="field"
                type="text"
                name="competition"
                defaultValue={filters.competition ?? ''}
                maxLength={100}
                placeholder="e.g. Premier League"
              />
            </label>
          )}
          {offered.includes('channel') && (
            <label className="grid gap-1 text-sm font-semibold">
              Channel
              <select
                id={channelSelectId}
                className="field"
                name="channel"
                defaultValue={filters.channel ?? ''}
              >
                <option value="">Any channel</option>
                <optgroup label="Channel families">
                  {channelFamilies.map((name) => (
                    <option key={name} value={name}>
                      All {name}
                    </option>
                  ))}
                </optgroup>
                {channelOptionGroups(
                  listing.channelOptions,
                  () => document.getElementById(channelSelectId) as HTMLSelectElement | null,
                ).map((group) => (
                  <optgroup key={group.name} label={group.name}>
                    {group.channels.map((channel) => (
                      <option key={channel.id} value={channel.id}>
                        {channel.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
          )}
          {offered.includes('free') && (
            <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold">
              <input
                type="checkbox"
                name="free"
                value="1"
                defaultChecked={filters.freeToAir}
                className="h-4 w-4"
              />
              Free-to-air only
            </label>
          )}
        </div>
        {filters.team && <input type="hidden" name="team" value={filters.team} />}
        <div className="mt-3 flex items-center gap-3">
          <button type="submit" className="button">
            Show matches
          </button>
          {active && (
            <Link to={pathname} className="text-link text-sm">
              Clear filters
            </Link>
          )}
        </div>
      </Form>
    </details>
  );
}
