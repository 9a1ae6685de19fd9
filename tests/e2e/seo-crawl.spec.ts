import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, dateLine, importListing, isoDay, test, ukNow } from './support';

// What a search engine does: read robots.txt, fetch the sitemap, then every page it lists. Each
// must answer 200 and name itself as canonical, and the structured data of each kind of page
// must carry what Google's rich results require.

const tomorrow = addDays(ukNow(), 1);

test.beforeAll(() => {
  importListing([
    dateLine(tomorrow),
    '15:00',
    'Arsenal v Chelsea',
    'Premier League',
    'Sky Sports Main Event, BBC One',
    '19:45',
    'Hearts v Celtic',
    'Scottish Premiership',
    'Sky Sports Football',
  ]);
});

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
}

function canonicalOf(html: string): string | null {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null;
}

/** This journey's own match page for a team's match tomorrow (other journeys save matches too). */
async function matchUrlOf(request: APIRequestContext, baseURL: string | undefined, team: string) {
  const day = isoDay(tomorrow);
  const response = await request.get(
    `/api/fixtures?team=${encodeURIComponent(team)}&from=${day}&to=${day}`,
  );
  const { fixtures } = (await response.json()) as { fixtures: { id: string; time: string }[] };
  const mine = fixtures.filter((f) => f.time === (team === 'Arsenal' ? '15:00' : '19:45'));
  expect(mine, team).toHaveLength(1);
  return `${baseURL}/match/${mine[0]!.id}`;
}

type Thing = Record<string, unknown>;

function structuredData(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Thing,
  );
}

async function page(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  return response.text();
}

test('robots.txt keeps the staff area out and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  for (const rule of ['Disallow: /admin', 'Disallow: /login', 'Disallow: /logout'])
    expect(lines).toContain(rule);
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('every page in the sitemap answers 200 and is its own canonical address', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control']).toMatch(/^public/);
  const urls = locations(await response.text());
  // Lists, competitions, channels, teams, articles and the two matches at least.
  expect(urls.length).toBeGreaterThan(100);
  for (const path of [
    '/schedule',
    '/football-on-tv-today',
    '/teams',
    '/arsenal',
    '/heart-of-midlothian',
    '/news',
  ]) {
    expect(urls).toContain(`${baseURL}${path}`);
  }
  for (const team of ['Arsenal', 'Hearts'])
    expect(urls).toContain(await matchUrlOf(request, baseURL, team));

  const wrong: string[] = [];
  for (const url of urls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const reply = await request.get(url, { maxRedirects: 0 });
    const canonical = reply.status() === 200 ? canonicalOf(await reply.text()) : null;
    if (reply.status() !== 200 || canonical !== url)
      wrong.push(`${url}: ${reply.status()} canonical ${canonical}`);
  }
  expect(wrong).toEqual([]);
});

test('match, article, home and competition pages carry the structured data Google requires', async ({
  request,
  baseURL,
}) => {
  const urls = locations(await (await request.get('/sitemap.xml')).text());
  const matchUrl = await matchUrlOf(request, baseURL, 'Arsenal');
  const newsUrl = urls.find((url) => /\/news\/[^/]+$/.test(url)) ?? '';
  expect(newsUrl).not.toBe('');

  const [event] = structuredData(await page(request, matchUrl)).filter(
    (thing) => thing['@type'] === 'SportsEvent',
  );
  expect(event).toMatchObject({
    name: 'Arsenal v Chelsea',
    startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d/),
    location: {
      '@type': 'Place',
      name: 'Emirates Stadium',
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
    },
    // The match's own share image (its version in the address), then the site's logo.
    image: [
      expect.stringMatching(/^http.*\/match\/[^/]+\/share\.png\?v=[\w-]+$/),
      expect.stringMatching(/^http.*\.png$/),
    ],
    description: expect.stringMatching(
      /^Arsenal v Chelsea, Premier League\. Kick-off 15:00 UK time on .+\. Live on Sky Sports Main Event and BBC One\.$/,
    ),
    eventStatus: 'https://schema.org/EventScheduled',
  });
  const shareImageUrl = new URL((event!.image as string[])[0]!);
  const shareImage = await request.get(shareImageUrl.pathname + shareImageUrl.search);
  expect(shareImage.status()).toBe(200);
  expect(shareImage.headers()['content-type']).toBe('image/png');

  const [article] = structuredData(await page(request, newsUrl)).filter(
    (thing) => thing['@type'] === 'NewsArticle',
  );
  expect(article).toMatchObject({
    headline: expect.any(String),
    image: [expect.stringMatching(/^https?:\/\//)],
    datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    author: { name: expect.any(String) },
    publisher: {
      '@type': 'Organization',
      name: 'Kickoff TV',
      logo: { '@type': 'ImageObject', url: expect.stringMatching(/icon-512\.png$/) },
    },
  });

  const home = structuredData(await page(request, '/'));
  expect(home).toContainEqual(
    expect.objectContaining({
      '@type': 'WebSite',
      potentialAction: expect.objectContaining({
        '@type': 'SearchAction',
        target: expect.objectContaining({
          urlTemplate: expect.stringMatching(/\/schedule\?search=\{search_term_string\}$/),
        }),
        'query-input': 'required name=search_term_string',
      }),
    }),
  );

  const competition = structuredData(await page(request, '/competition/premier-league'));
  const crumbs = competition.find((thing) => thing['@type'] === 'BreadcrumbList');
  expect(crumbs).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: expect.stringMatching(/\/$/) },
      { position: 2, name: 'Competitions', item: expect.stringMatching(/\/competitions$/) },
      { position: 3, name: 'Premier League on TV' },
    ],
  });
  // The competition's matches as a list (other journeys add Premier League matches too).
  const list = competition.find((thing) => thing['@type'] === 'ItemList') as
    { itemListElement: Thing[] } | undefined;
  expect(list?.itemListElement).toContainEqual({
    '@type': 'ListItem',
    position: expect.any(Number),
    url: matchUrl,
    name: 'Arsenal v Chelsea',
  });
});
