/**
 * The markup of a fixture list's rows, written and read back in this one file.
 *
 * A day view lists hundreds of rows, and writing them as text is several times cheaper than
 * rendering them as React elements, so a list sets them as its `<ul class="fixtures">`'s inner
 * HTML, on the server and in the browser alike (`fixtureRowsHtml`). A whole page's data leaves
 * the rows out (listed-fixture.ts, `packFixtures`): the browser reads them back from this markup
 * as it hydrates (`readFixturesFromMarkup`).
 *
 * One row, its parts told apart by their place (classes on every row of a day of hundreds would
 * cost the page about 10 KB; app.css styles `.fixtures` rows by the same places):
 *
 *   <li><time>19:45</time>[<b>Played</b> | <b class="live">Live</b>]<div>
 *     <p>[teams] <a href="/team/…">Home</a> v <a href="/team/…">Away</a> <a href="/match/id" aria-label="Home v Away"></a></p>
 *     <p>[competition] Premier League[<span class="free-tag">Free</span>]</p>
 *     <p>[channels] <a href="/channel/id">Name</a><span>Unknown name</span>…</p> | <p class="state">Channel to be confirmed</p>
 *     [<p class="watch-mark …">…</p>]
 *   </div></li>
 *
 * Plain anchors (the list's click handler navigates in the app); the match link, named by its
 * aria-label, draws a chevron and covers the row beneath the team and channel links (siblings:
 * a link inside a link is invalid and untappable).
 */
import type { WatchMark } from '~/features/services/watch-mark';
import { printedTeamPath } from '~/features/teams/printed-team-path';
import { broadcastStateText, type BroadcastState } from '~/features/schedule/fixture-status';
import { isLiveAt, isPlayedAt } from '~/features/schedule/live-now';
import { escapeHtml } from '~/lib/escape-html';
import type { ListedFixture } from './listed-fixture';

/** The classes a row writes: why no channel is listed, and the free-to-air tag. */
const part = { state: 'state', free: 'free-tag' } as const;
/** A row's paragraphs, in order (`rowParagraphs` reads them back). */
const paragraph = { teams: 0, competition: 1, channels: 2 } as const;
const matchPath = '/match/';
const channelPath = '/channel/';

/**
 * A day's rows as HTML. Every name is staff-pasted text: each goes through escapeHtml, in text
 * and in attributes alike, so no name can become markup.
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
      '<div><p>' +
      `<a href="${escapeHtml(printedTeamPath(fixture.homeTeam))}">${home}</a> v ` +
      `<a href="${escapeHtml(printedTeamPath(fixture.awayTeam))}">${away}</a> ` +
      `<a href="${matchPath}${escapeHtml(fixture.id)}" aria-label="${home} v ${away}"></a></p>` +
      `<p>${escapeHtml(fixture.competition)}` +
      `${fixture.free ? `<span class="${part.free}">Free</span>` : ''}</p>` +
      (fixture.state === undefined
        ? `<p>${fixture.channels.map(channelHtml).join('')}</p>`
        : `<p class="${part.state}">${escapeHtml(broadcastStateText[fixture.state])}</p>`) +
      watchMarkHtml(marks.get(fixture.id)) +
      '</div></li>';
  }
  return html;
}

function channelHtml(channel: ListedFixture['channels'][number]): string {
  const name = escapeHtml(channel.name);
  return channel.id
    ? `<a href="${channelPath}${escapeHtml(channel.id)}">${name}</a>`
    : `<span>${name}</span>`;
}

function watchMarkHtml(mark: WatchMark | null | undefined): string {
  if (!mark) return '';
  return mark.kind === 'can-watch'
    ? '<p class="watch-mark can-watch"><span aria-hidden="true">✓</span> You can watch</p>'
    : `<p class="watch-mark ${mark.kind}">Needs ${escapeHtml(mark.service)}</p>`;
}

const stateByText = new Map(
  Object.entries(broadcastStateText).map(([state, text]) => [
    text,
    state as Exclude<BroadcastState, 'listed'>,
  ]),
);

/**
 * Reads back the rows `fixtureRowsHtml` wrote into a list's day sections (`<section
 * aria-labelledby="day-YYYY-MM-DD">`), played rows folded away first, as they were listed.
 */
export function readFixturesFromMarkup(list: ParentNode): ListedFixture[] {
  const fixtures: ListedFixture[] = [];
  for (const day of list.querySelectorAll('section[aria-labelledby^="day-"]')) {
    const date = day.getAttribute('aria-labelledby')!.slice('day-'.length);
    for (const row of day.querySelectorAll('ul.fixtures > li')) {
      const paragraphs = row.querySelectorAll(':scope > div > p');
      const [home, away, match] = paragraphs[paragraph.teams]!.querySelectorAll('a');
      const competition = paragraphs[paragraph.competition]!;
      const channels = paragraphs[paragraph.channels]!;
      const state = channels.classList.contains(part.state)
        ? stateByText.get(channels.textContent)
        : undefined;
      const chips = state === undefined ? channels.children : [];
      fixtures.push({
        id: match!.getAttribute('href')!.slice(matchPath.length),
        date,
        time: row.querySelector('time')!.textContent,
        homeTeam: home!.textContent,
        awayTeam: away!.textContent,
        competition:
          competition.firstChild?.nodeType === 3 ? competition.firstChild.textContent! : '',
        channels: [...chips].map((chip) => ({
          id: chip.getAttribute('href')?.slice(channelPath.length) ?? null,
          name: chip.textContent,
        })),
        ...(state && { state }),
        ...(competition.querySelector(`.${part.free}`) && { free: true as const }),
      });
    }
  }
  return fixtures;
}
