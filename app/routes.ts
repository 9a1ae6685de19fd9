import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  // Public pages
  index('routes/public/schedule.tsx', { id: 'home' }),
  route('schedule', 'routes/public/schedule.tsx'),

  // Resources
  route('api/fixtures', 'routes/resources/api-fixtures.ts'),
  route('healthz', 'routes/resources/healthz.ts'),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
