import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import routes from '~/routes';
import { isStaffPath, privatePage, publicPage } from '~/lib/page-caching';

// Each page route's declared Cache-Control, worked out as React Router does: a route without a
// `headers` export inherits its layout's.
interface ConfigRoute {
  path?: string;
  file: string;
  children?: ConfigRoute[];
}

type RouteModule = { default?: unknown; headers?: unknown };
const modules = import.meta.glob<RouteModule>(['./**/*.{ts,tsx}', '!./**/*.test.*']);

async function load(file: string): Promise<RouteModule> {
  const module = modules[`./${file.replace(/^routes\//, '')}`];
  if (!module) throw new Error(`No route module ${file}`);
  return module();
}

function declared(module: RouteModule, parentHeaders: Headers): Headers {
  const { headers } = module;
  if (headers === undefined) return parentHeaders;
  const none = new Headers();
  const init =
    typeof headers === 'function'
      ? headers({
          parentHeaders,
          loaderHeaders: none,
          actionHeaders: none,
          errorHeaders: undefined,
        })
      : headers;
  return new Headers(init as HeadersInit);
}

/** Every page route (one with a component) with its full path and declared Cache-Control. */
async function pageRoutes(): Promise<{ path: string; cacheControl: string | null }[]> {
  const found: { path: string; cacheControl: string | null }[] = [];
  const visit = async (route: ConfigRoute, prefix: string, parentHeaders: Headers) => {
    const module = await load(route.file);
    const headers = declared(module, parentHeaders);
    const path = route.path ? `${prefix}/${route.path}` : prefix;
    if (route.children) {
      for (const child of route.children) await visit(child, path, headers);
    } else if (module.default !== undefined) {
      found.push({ path: path || '/', cacheControl: headers.get('Cache-Control') });
    }
  };
  // The root (which needs the build's virtual modules) declares nothing for its children.
  const root = readFileSync(new URL('../root.tsx', import.meta.url), 'utf8');
  expect(root).not.toMatch(/export (?:const|function) headers\b/);
  for (const route of routes as ConfigRoute[]) await visit(route, '', new Headers());
  return found;
}

describe('each route declares how its pages are stored', () => {
  it('public pages are kept a minute by everyone; staff and sign-in pages by nobody', async () => {
    const pages = await pageRoutes();
    expect(pages.length).toBeGreaterThan(40);
    for (const { path, cacheControl } of pages) {
      expect([path, cacheControl]).toEqual([path, isStaffPath(path) ? privatePage : publicPage]);
    }
    expect(pages.filter(({ path }) => isStaffPath(path)).map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/login', '/join/:token', '/reset-password/:token', '/admin']),
    );
  });
});
