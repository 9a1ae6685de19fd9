import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { JsonLd } from '~/features/seo/json-ld';
import { buildItemList } from '~/features/seo/item-list';
import { useMyServices } from '~/features/services/my-services';
import type { decideWatchMark, WatchMark } from '~/features/services/watch-mark';
import { useFavouriteTeams } from '~/features/teams/favourite-teams';
import { formatLongDate, ukDateTime } from '~/lib/london-time';
import { useLinkNavigation } from '~/ui/link-navigation';
import { useListToggles } from '~/features/listings/list-toggles';
import { isLiveAt, isPlayedAt } from '~/features/schedule/live-now';
import { usePageClock } from '~/features/schedule/page-clock';
import {
  groupByDate,
  unpackFixtures,
  type ListedFixture,
  type PackedFixtures,
} from '~/features/listings/listed-fixture';
import { fixtureRowsHtml, readFixturesFromMarkup } from '~/features/listings/fixture-rows';
import { ListQuickFilters } from './list-quick-filters';

interface FixtureListProps {
  fixtures: PackedFixtures;
  /** Shown when there is nothing to list (or nothing for the visitor's teams). */
  empty: ReactNode;
  /** Heading level of the day headings, so each page keeps a correct outline. */
  dayHeading?: 'h2' | 'h3';
  /** Describes the first matches as a schema.org ItemList for search engines (list pages). */
  itemList?: boolean;
  /** Offers My teams, In play now and My services above the list (not on a list of results). */
  quickFilters?: boolean;
}

/** How many matches a list page describes in its ItemList: enough for search engines, light in the page. */
const itemListLength = 30;

/**
 * Fixtures grouped by UK date: plain server-rendered markup that reads with JavaScript off.
 * With JavaScript, each row says whether the visitor's services show it, and "My teams",
 * "In play now" and "Only what I can watch" narrow the list in the browser.
 */
export function FixtureList({
  fixtures: packed,
  empty,
  dayHeading: DayHeading = 'h2',
  itemList = false,
  quickFilters = true,
}: FixtureListProps) {
  const listId = useId();
  const fixtures = useListedRows(packed, listId);
  const [myTeamsOnly, setMyTeamsOnly] = useState(false);
  const { teams, isFavourite } = useFavouriteTeams();
  const { ticked } = useMyServices();
  const { toggles, setToggle } = useListToggles();
  const now = usePageClock();
  const decide = useWatchMarkRule(ticked.size > 0);
  const marks = useMemo(
    () => new Map(fixtures.map((f) => [f.id, decide && watchMark(f, ticked, decide)])),
    [fixtures, ticked, decide],
  );
  const watchableOnly = toggles.watchableOnly && ticked.size > 0;
  const shown = fixtures.filter(
    (f) =>
      (!myTeamsOnly || isFavourite(f.homeTeam) || isFavourite(f.awayTeam)) &&
      (!watchableOnly || marks.get(f.id)?.kind === 'can-watch') &&
      (!toggles.liveOnly || isLiveAt(f, now)),
  );
  const narrowed = myTeamsOnly || watchableOnly || toggles.liveOnly;
  const followLink = useLinkNavigation();
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined;

  return (
    <div id={listId}>
      {itemList && fixtures.length > 0 && (
        <JsonLd data={buildItemList(fixtures.slice(0, itemListLength), root?.siteUrl ?? '')} />
      )}
      {quickFilters && fixtures.length > 0 && (
        <ListQuickFilters myTeamsOnly={myTeamsOnly} onMyTeamsOnly={setMyTeamsOnly} />
      )}
      {myTeamsOnly && teams.length === 0 ? (
        <p className="empty">
          You have not starred any teams yet. Open a match and star your team to follow it here.
        </p>
      ) : narrowed && shown.length === 0 && fixtures.length > 0 ? (
        <div className="empty">
          <p>
            {myTeamsOnly && !watchableOnly && !toggles.liveOnly
              ? 'None of your teams play in this list.'
              : 'No match in this list fits the filters you chose.'}
          </p>
          <button
            type="button"
            className="button-quiet mt-3 text-sm"
            onClick={() => {
              setMyTeamsOnly(false);
              setToggle('liveOnly', false);
              setToggle('watchableOnly', false);
            }}
          >
            Show all matches
          </button>
        </div>
      ) : shown.length === 0 ? (
        empty
      ) : (
        groupByDate(shown).map((day) => {
          const { played, rest } = foldPlayed(day.fixtures, now);
          return (
            <section key={day.date} aria-labelledby={`day-${day.date}`} className="mb-6">
              <DayHeading id={`day-${day.date}`} className="day-heading">
                {formatLongDate(day.date)}
              </DayHeading>
              {played.length > 0 && (
                <details className="played-earlier" onClick={followLink}>
                  <summary>
                    {day.date === ukDateTime(now).date ? 'Earlier today' : 'Earlier'} (
                    {played.length} played)
                  </summary>
                  <ul
                    className="fixtures"
                    dangerouslySetInnerHTML={{ __html: fixtureRowsHtml(played, marks, now) }}
                  />
                </details>
              )}
              <ul
                className="fixtures"
                onClick={followLink}
                dangerouslySetInnerHTML={{ __html: fixtureRowsHtml(rest, marks, now) }}
              />
            </section>
          );
        })
      )}
    </div>
  );
}

/**
 * A day's rows with the present first: the matches already played are folded away (they open in
 * place) when some match of the day is still on or to come; a day that is all played shows them
 * all, as there is nothing else to see.
 */
export function foldPlayed(
  fixtures: readonly ListedFixture[],
  now: Date,
): { played: ListedFixture[]; rest: ListedFixture[] } {
  const played = fixtures.filter((fixture) => isPlayedAt(fixture, now));
  if (played.length === fixtures.length) return { played: [], rest: [...fixtures] };
  return { played, rest: fixtures.filter((fixture) => !isPlayedAt(fixture, now)) };
}

/**
 * The list's rows: from the page data, or, when the page sent them only as markup (a whole page,
 * see `packFixtures`), read back from that markup as the browser hydrates it. They are read once
 * per list, before React touches the rows, so filtering the list later cannot change them.
 */
function useListedRows(packed: PackedFixtures, listId: string): readonly ListedFixture[] {
  const [held, setHeld] = useState(() => ({ packed, rows: listedRows(packed, listId) }));
  if (held.packed === packed) return held.rows;
  const rows = listedRows(packed, listId);
  setHeld({ packed, rows });
  return rows;
}

function listedRows(packed: PackedFixtures, listId: string): readonly ListedFixture[] {
  const rows = unpackFixtures(packed);
  if (rows) return rows;
  const list = document.getElementById(listId);
  if (!list) throw new Error('A fixture list sent as markup is not in the page');
  return readFixturesFromMarkup(list);
}

type WatchMarkRule = typeof decideWatchMark;

/**
 * The rule behind the "You can watch" marks, loaded once the visitor has ticked a service (it
 * carries the catalogue of which service shows which channel); null until then.
 */
function useWatchMarkRule(wanted: boolean): WatchMarkRule | null {
  const [rule, setRule] = useState<WatchMarkRule | null>(null);
  useEffect(() => {
    if (!wanted || rule) return;
    let current = true;
    void import('~/features/services/watch-mark').then((m) => {
      if (current) setRule(() => m.decideWatchMark);
    });
    return () => {
      current = false;
    };
  }, [wanted, rule]);
  return rule;
}

function watchMark(
  fixture: ListedFixture,
  ticked: ReadonlySet<string>,
  decide: WatchMarkRule,
): WatchMark | null {
  if (fixture.state !== undefined) return null; // no channel confirmed
  return decide(
    fixture.channels.map((c) => c.id),
    ticked,
  );
}
