import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The site map, written by hand. Redirect aliases are answered before routing by the root
// middleware; everything here renders a page or a resource.
export default [
  layout('routes/public/site-layout.tsx', [
    index('routes/public/schedule.tsx', { id: 'home' }),
    route('schedule', 'routes/public/schedule.tsx'),

    route('football-on-tv-today', 'routes/public/day-view.tsx', { id: 'today' }),
    route('football-on-tv-tonight', 'routes/public/day-view.tsx', { id: 'tonight' }),
    route('tonight', 'routes/public/day-view.tsx', { id: 'tonight-short' }),
    route('football-on-tv-tomorrow', 'routes/public/day-view.tsx', { id: 'tomorrow' }),
    route('tomorrow', 'routes/public/day-view.tsx', { id: 'tomorrow-short' }),
    route('football-on-tv', 'routes/public/dated-day.tsx', { id: 'day-picker' }),
    route('football-on-tv/:date', 'routes/public/dated-day.tsx'),
    route('football-on-tv-this-weekend', 'routes/public/day-view.tsx', { id: 'weekend' }),
    route('weekend', 'routes/public/day-view.tsx', { id: 'weekend-short' }),
    route('football-on-tv-this-week', 'routes/public/day-view.tsx', { id: 'this-week' }),
    route('this-week', 'routes/public/day-view.tsx', { id: 'this-week-short' }),

    route('match/:id', 'routes/public/match.tsx'),
    route('channel/:id', 'routes/public/channel.tsx'),
    route('channels', 'routes/public/channels.tsx'),
    route('free-to-air-tv', 'routes/public/watch-guide.tsx', { id: 'free-to-air-tv' }),
    route('subscription-tv', 'routes/public/watch-guide.tsx', { id: 'subscription-tv' }),
    route('amazonprime', 'routes/public/watch-guide.tsx', { id: 'amazonprime' }),
    route('competitions', 'routes/public/competitions.tsx'),
    route('teams', 'routes/public/teams.tsx'),
    route('competition', 'routes/public/competition.tsx', { id: 'competition-finder' }),
    route('competition/:id', 'routes/public/competition.tsx'),
    route('free-football-guide', 'routes/public/free-football-guide.tsx'),
    route('free-football-tv-guide', 'routes/public/free-football-guide.tsx', {
      id: 'free-football-tv-guide',
    }),
    route('football-tv-guide', 'routes/public/football-tv-guide.tsx'),
    route('news', 'routes/public/articles.tsx', { id: 'news' }),
    route('blog', 'routes/public/articles.tsx', { id: 'blog' }),
    route('news/:slug', 'routes/public/article.tsx', { id: 'news-article' }),
    route('blog/:slug', 'routes/public/article.tsx', { id: 'blog-article' }),
    route('tv-picks', 'routes/public/tv-picks.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('cookie-policy', 'routes/public/cookie-policy.tsx'),

    route(':slug', 'routes/public/slug.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),

  // Staff
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  route('join/:token', 'routes/account-link.tsx', { id: 'join' }),
  route('reset-password/:token', 'routes/account-link.tsx', { id: 'reset-password' }),
  // One route per admin screen (the admin's tabs link them); each change posts to the route of the
  // thing it changes, so every action does one thing.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/fixtures.tsx'),
    route('imports/:id', 'routes/admin/import-draft.tsx'),
    route('imports/:id/fixtures/:line', 'routes/admin/import-fixture-edit.tsx'),
    route('fixtures/:id', 'routes/admin/fixture.ts'),
    route('fixtures/:id/edit', 'routes/admin/fixture-edit.tsx'),
    route('dates/:date', 'routes/admin/fixture-date.ts'),
    route('removed/:id', 'routes/admin/removed-item.ts'),
    route('share-link', 'routes/admin/share-link.ts'),
    route('articles/new', 'routes/admin/article.tsx', { id: 'new-article' }),
    route('articles/preview', 'routes/admin/article-preview.ts'),
    route('articles/:id', 'routes/admin/article.tsx'),
    route('blog', 'routes/admin/blog.tsx'),
    route('management', 'routes/admin/management.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('accounts', 'routes/admin/accounts.tsx'),
    route('accounts/:id', 'routes/admin/staff-account.ts'),
    route('channels', 'routes/admin/channels.tsx'),
    route('channels/:id', 'routes/admin/channel.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('export', 'routes/admin/export.tsx'),
    route('export/:file', 'routes/admin/export-file.ts'),
    route('*', 'routes/admin/sub-path.ts'),
  ]),

  // Resources
  route('api/fixtures', 'routes/resources/api-fixtures.ts'),
  route('api/alerts', 'routes/resources/api-alerts.ts'),
  route('feed.xml', 'routes/resources/feed.ts'),
  route('tv-picks.xml', 'routes/resources/tv-picks-feed.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('sitemaps/:file', 'routes/resources/sitemap-page.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('channel-colours.css', 'routes/resources/channel-colours.ts'),
  route('calendar/:kind/:file', 'routes/resources/calendar.ts'),
  route('match/:id/share.png', 'routes/resources/match-share-image.ts'),
  route('news/:slug/share.png', 'routes/resources/article-share-image.ts'),
  route('healthz', 'routes/resources/healthz.ts'),
] satisfies RouteConfig;
