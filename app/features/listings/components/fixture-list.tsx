import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { JsonLd } from '~/features/seo/json-ld';
import { buildItemList } from '~/features/seo/item-list';
import { useMyServices } from '~/features/services/my-services';
import type { decideWatchMark, WatchMark } from '~/features/services/watch-mark';
import { useFavouriteTeams } from '~/features/teams/favourite-teams';
import { printedTeamPath } from '~/features/teams/printed-team-path';
import { escapeHtml } from '~/lib/escape-html';
import { formatLongDate, ukDateTime } from '~/lib/london-time';
import { useLinkNavigation } from '~/ui/link-navigation';
import { broadcastStateText, type BroadcastState } from '~/features/schedule/fixture-status';
import { useListToggles } from '~/features/listings/list-toggles';
import { isLiveAt, isPlayedAt } from '~/features/schedule/live-now';
import { usePageClock } from '~/features/schedule/page-clock';
import {
  groupByDate,
  unpackFixtures,
  type ListedFixture,
  type PackedFixtures,
} from '~/features/listings/listed-fixture';
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

const stateByText = new Map(
  Object.entries(broadcastStateText).map(([state, text]) => [
    text,
    state as Exclude<BroadcastState, 'listed'>,
  ]),
);

/**
 * Reads the rows of a server-rendered list back from its markup (what `FixtureRow` writes), so
 * the browser can hydrate and filter a list whose rows were not sent twice.
 */
export function readFixturesFromMarkup(list: ParentNode): ListedFixture[] {
  const fixtures: ListedFixture[] = [];
  for (const day of list.querySelectorAll('section[aria-labelledby^="day-"]')) {
    const date = day.getAttribute('aria-labelledby')!.slice('day-'.length);
    // Played rows folded away come first, as they did in the list.
    for (const row of day.querySelectorAll(':scope > details > ul > li, :scope > ul > li')) {
      const [teams, competition, channels] = row.querySelectorAll(':scope > div > p');
      const [home, away, match] = teams!.querySelectorAll('a');
      const state = channels!.classList.contains('state')
        ? stateByText.get(channels!.textContent)
        : undefined;
      fixtures.push({
        id: match!.getAttribute('href')!.slice('/match/'.length),
        date,
        time: row.querySelector('time')!.textContent,
        homeTeam: home!.textContent,
        awayTeam: away!.textContent,
        competition:
          competition!.firstChild?.nodeType === 3 ? competition!.firstChild.textContent! : '',
        channels:
          state === undefined
            ? [...channels!.children].map((chip) => ({
                id: chip.getAttribute('href')?.slice('/channel/'.length) ?? null,
                name: chip.textContent,
              }))
            : [],
        ...(state && { state }),
        ...(competition!.querySelector('.free-tag') && { free: true as const }),
      });
    }
  }
  return fixtures;
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

/**
 * A day's rows as HTML. A day view lists hundreds of rows, and writing them as text is several
 * times cheaper than rendering them as React elements (the reference page's render was mostly
 * its rows), so the list sets them as its `<ul>`'s inner HTML, on the server and in the browser
 * alike, from this one function.
 *
 * Each row is a few hundred bytes of plain markup, styled through `.fixtures` (app.css) by
 * position rather than classes: the kick-off, "Played" once it has been (a few bytes, as most of
 * a day's rows are played by its evening), then the teams, the competition, the channels (or,
 * classed, why there are none). Plain anchors (the list's click handler navigates in the app),
 * chip colours keyed on the channel link's address, and the match link named by an aria-label
 * (a chevron drawn by CSS). The match link's area covers the row beneath the team and channel
 * links: siblings, since a link inside a link is invalid and untappable.
 * `readFixturesFromMarkup` reads this markup back.
 *
 * Every name is staff-pasted text: each goes through escapeHtml, in text and in attributes
 * alike, so no name can become markup.
 */
export function fixtureRowsHtml(
  fixtures: readonly ListedFixture[],
  marks: ReadonlyMap<string, WatchMark | null>,
  now: Date,
): string {
  let html = '';
  for (const fixture of fixtures) {
    const home = escapeHtml(fixture.homeTeam);
    const away = escapeHtml(fixture.awayTeam);
    html +=
      `<li><time>${escapeHtml(fixture.time)}</time>` +
      (isPlayedAt(fixture, now)
        ? '<b>Played</b>'
        : isLiveAt(fixture, now)
          ? '<b class="live">Live</b>'
          : '') + // prettier-ignore
      `<div><p><a href="${escapeHtml(printedTeamPath(fixture.homeTeam))}">${home}</a> v ` +
      `<a href="${escapeHtml(printedTeamPath(fixture.awayTeam))}">${away}</a> ` +
      `<a href="/match/${escapeHtml(fixture.id)}" aria-label="${home} v ${away}"></a></p>` +
      `<p>${escapeHtml(fixture.competition)}${fixture.free ? '<span class="free-tag">Free</span>' : ''}</p>` +
      (fixture.state === undefined
        ? `<p>${fixture.channels.map(channelHtml).join('')}</p>`
        : `<p class="state">${escapeHtml(broadcastStateText[fixture.state])}</p>`) +
      watchMarkHtml(marks.get(fixture.id)) +
      '</div></li>';
  }
  return html;
}

function channelHtml(channel: ListedFixture['channels'][number]): string {
  const name = escapeHtml(channel.name);
  return channel.id
    ? `<a href="/channel/${escapeHtml(channel.id)}">${name}</a>`
    : `<span>${name}</span>`;
}

function watchMarkHtml(mark: WatchMark | null | undefined): string {
  if (!mark) return '';
  return mark.kind === 'can-watch'
    ? '<p class="watch-mark can-watch"><span aria-hidden="true">✓</span> You can watch</p>'
    : `<p class="watch-mark ${mark.kind}">Needs ${escapeHtml(mark.service)}</p>`;
}
