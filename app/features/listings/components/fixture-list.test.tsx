import fc from 'fast-check';
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { builtInChannels as catalogue } from '~/features/channels/catalogue';
import { packFixtures, type ListedFixture } from '~/features/listings/listed-fixture';
import { fixtureRowsHtml, readFixturesFromMarkup } from '~/features/listings/fixture-rows';
import { FixtureList } from './fixture-list';

/** The list as the server renders it, on a page rendered at `now`. */
async function renderList(rows: readonly ListedFixture[], now: string): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ siteUrl: 'https://kickoff.example', now }),
      Component: () =>
        createElement(FixtureList, {
          fixtures: packFixtures(rows),
          empty: createElement('p', null, 'No matches'),
          itemList: true,
        }),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

/** Parses markup as the browser does, and reads the list's rows back from it. */
function readBack(html: string): ListedFixture[] {
  const { document } = new Window();
  document.body.innerHTML = html;
  return readFixturesFromMarkup(document.body as unknown as ParentNode);
}

// Names as staff type them: letters, accents, digits and the characters HTML must escape.
const text = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 '&<>"().+\-/]{0,24}$/);
const twoDigits = (max: number) =>
  fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const channel = fc.oneof(
  fc.constantFrom(...catalogue.slice(0, 12)).map((c) => ({ id: c.id, name: c.name })),
  text.map((name) => ({ id: null, name })),
);
const row: fc.Arbitrary<ListedFixture> = fc
  .record({
    id: fc.stringMatching(/^[A-Za-z0-9]{12}$/),
    date: fc.constantFrom('2026-11-24', '2026-11-25', '2026-11-26'),
    time: fc.tuple(twoDigits(23), twoDigits(59)).map(([h, m]) => `${h}:${m}`),
    homeTeam: text,
    awayTeam: text,
    competition: text,
    channels: fc.array(channel, { maxLength: 4 }),
    state: fc.option(fc.constantFrom('tbc', 'not-televised', 'blackout', 'none' as const), {
      nil: undefined,
    }),
    free: fc.option(fc.constant(true as const), { nil: undefined }),
  })
  .map(({ state, free, ...fixture }) => ({
    ...fixture,
    // A row whose channels are not confirmed lists none (toListedFixture).
    ...(state && { state, channels: [] }),
    ...(free && { free }),
  }));
/** Rows in kick-off order, as every list page gets them. */
const rows = fc
  .array(row, { maxLength: 25 })
  .map((list) => list.sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`)));

describe('a fixture list sent as markup only', () => {
  it('reads back every row the server rendered, so hydration draws the same markup', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (fixtures) => {
        // Half way through the list's days, so some rows are marked as played.
        const html = await renderList(fixtures, '2026-11-25T12:00:00.000Z');
        const read = readBack(html);
        expect(read).toEqual(fixtures);
        expect(await renderList(read, '2026-11-25T12:00:00.000Z')).toBe(html);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a row with escaped names, an unknown channel, a state and the free tag', async () => {
    const fixtures: ListedFixture[] = [
      {
        id: 'AbCdEf123456',
        date: '2026-11-25',
        time: '08:00',
        homeTeam: 'Brighton & Hove <Albion>',
        awayTeam: '"Spurs"',
        competition: 'Cup & </p>',
        channels: [
          { id: 'bbc-one', name: 'BBC One' },
          { id: null, name: "Club TV' onclick='x" },
        ],
        free: true,
      },
      {
        id: 'ZyXwVu987654',
        date: '2026-11-25',
        time: '15:00',
        homeTeam: 'Leeds',
        awayTeam: 'Hull',
        competition: '',
        channels: [],
        state: 'blackout',
      },
    ];
    const html = await renderList(fixtures, '2026-11-25T12:00:00.000Z');
    expect(html).toContain('<time>08:00</time><b>Played</b>'); // the 08:00 match was played
    expect(readBack(html)).toEqual(fixtures);
  });

  it('describes the first matches for search engines in the body, with no way out of the script', async () => {
    const html = await renderList(
      [
        {
          id: 'AbCdEf123456',
          date: '2026-11-25',
          time: '20:00',
          homeTeam: '</script><script>alert(1)</script>',
          awayTeam: 'Hull',
          competition: 'Cup',
          channels: [],
          state: 'tbc',
        },
      ],
      '2026-11-25T12:00:00.000Z',
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        {
          url: 'https://kickoff.example/match/AbCdEf123456',
          name: '</script><script>alert(1)</script> v Hull',
        },
      ],
    });
    expect(html).not.toContain('<script>alert');
  });
});

describe('fixture rows written as HTML', () => {
  it('keeps every pasted name as text, in text and in attributes', () => {
    const hostile = '<img src=x onerror=alert(1)>" onmouseover="alert(2)\' &amp;';
    const html = fixtureRowsHtml(
      [
        {
          id: 'AbCdEf123456',
          date: '2026-11-25',
          time: '20:00',
          homeTeam: hostile,
          awayTeam: hostile,
          competition: hostile,
          channels: [{ id: null, name: hostile }],
        },
      ],
      new Map([['AbCdEf123456', { kind: 'needs', service: hostile }]]),
      new Date('2026-11-25T12:00:00Z'),
    );
    const { document } = new Window();
    document.body.innerHTML = `<ul>${html}</ul>`;
    const row = document.querySelector('li')!;
    // Only the row's own elements: no <img>, and no attribute but the ones the row writes.
    expect(row.querySelectorAll('img')).toHaveLength(0);
    const attributes = [...row.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.name),
    );
    expect(new Set(attributes)).toEqual(new Set(['href', 'aria-label', 'class']));
    const [home, away, match] = row.querySelectorAll('a');
    expect(home!.textContent).toBe(hostile);
    expect(away!.textContent).toBe(hostile);
    expect(match!.getAttribute('aria-label')).toBe(`${hostile} v ${hostile}`);
    expect(row.querySelector('span')!.textContent).toBe(hostile);
    expect(row.querySelector('.needs')!.textContent).toBe(`Needs ${hostile}`);
  });

  it('marks played matches and what the visitor can watch', () => {
    const fixture: ListedFixture = {
      id: 'AbCdEf123456',
      date: '2026-11-25',
      time: '08:00',
      // Rows carry the names the site prints (a catalogue team's own name): their links are
      // those names' slugs.
      homeTeam: 'Leeds United',
      awayTeam: 'Hull City',
      competition: 'Championship',
      channels: [{ id: 'sky-sports-football', name: 'Sky Sports Football' }],
    };
    const html = fixtureRowsHtml(
      [fixture],
      new Map([[fixture.id, { kind: 'can-watch' }]]),
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(html).toBe(
      '<li><time>08:00</time><b>Played</b>' +
        '<div><p><a href="/leeds-united">Leeds United</a> v <a href="/hull-city">Hull City</a> ' +
        '<a href="/match/AbCdEf123456" aria-label="Leeds United v Hull City"></a></p>' +
        '<p>Championship</p>' +
        '<p><a href="/channel/sky-sports-football">Sky Sports Football</a></p>' +
        '<p class="watch-mark can-watch"><span aria-hidden="true">✓</span> You can watch</p></div></li>',
    );
  });
});

describe('the present first', () => {
  const match = (id: string, date: string, time: string): ListedFixture => ({
    id: id.padEnd(12, '0'),
    date,
    time,
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    competition: 'Premier League',
    channels: [{ id: 'bbc-one', name: 'BBC One' }],
  });
  // A busy Sunday at 19:30 UK time (GMT in November).
  const sunday = '2026-11-29';
  const day = [
    match('a', sunday, '12:00'),
    match('b', sunday, '14:00'),
    match('c', sunday, '16:30'),
    match('d', sunday, '19:00'),
    match('e', sunday, '20:00'),
  ];

  it('folds the played matches away, marks the one in play, then lists what is to come', async () => {
    const html = await renderList(day, '2026-11-29T19:30:00.000Z');
    const { document } = new Window();
    document.body.innerHTML = html;
    const folded = document.querySelector('details.played-earlier')!;
    expect(folded.querySelector('summary')!.textContent).toBe('Earlier today (3 played)');
    expect(folded.hasAttribute('open')).toBe(false);
    expect([...folded.querySelectorAll('li time')].map((t) => t.textContent)).toEqual([
      '12:00',
      '14:00',
      '16:30',
    ]);
    const open = [...document.querySelectorAll('section > ul > li')];
    expect(open.map((li) => li.querySelector('time')!.textContent)).toEqual(['19:00', '20:00']);
    expect(open[0]!.querySelector('b.live')!.textContent).toBe('Live');
    expect(open[1]!.querySelector('b')).toBeNull();
    // Read back in kick-off order, as hydration needs.
    expect(readBack(html)).toEqual(day);
  });

  it('says "Earlier" on another day, and folds nothing on a day that is all played', async () => {
    const saturday = [match('s', '2026-11-28', '15:00'), match('t', '2026-11-28', '17:30')];
    const late = match('h', sunday, '23:00');
    // Half past midnight: Sunday's late match is still on; Saturday was all played.
    const html = await renderList([...saturday, ...day, late], '2026-11-30T00:30:00.000Z');
    expect(html.match(/<details/g)).toHaveLength(1);
    expect(html).toContain('<summary>Earlier<!-- --> (<!-- -->5<!-- --> played)</summary>');
    expect(html).toContain('<time>23:00</time><b class="live">Live</b>');
    expect(html).toContain('<time>15:00</time><b>Played</b>');
  });
});
