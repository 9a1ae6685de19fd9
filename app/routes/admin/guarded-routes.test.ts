import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { managementTools } from '~/features/navigation/admin-sections';
import routes from '../../routes';

interface Entry {
  path?: string;
  file: string;
  children?: Entry[];
}

function flatten(
  entries: readonly Entry[],
  parents: Entry[] = [],
): { entry: Entry; parents: Entry[] }[] {
  return entries.flatMap((entry) => [
    { entry, parents },
    ...flatten(entry.children ?? [], [...parents, entry]),
  ]);
}

// docs/security.md R16: a new admin page cannot be added without the guard.
describe('every admin route is guarded', () => {
  const all = flatten(routes as unknown as Entry[]);
  const admin = all.filter(({ entry, parents }) =>
    [entry, ...parents].some((e) => e.path === 'admin'),
  );

  it('finds the admin routes in the site map', () => {
    expect(admin.length).toBeGreaterThanOrEqual(3);
  });

  it.each(admin.map(({ entry, parents }) => [entry.file, parents]))(
    '%s sits under the guarded layout',
    (file, parents) => {
      const layout =
        file === 'routes/admin/layout.tsx'
          ? file
          : (parents as Entry[]).find((p) => p.path === 'admin')?.file;
      expect(layout).toBe('routes/admin/layout.tsx');
    },
  );

  it('the admin layout mounts the staff middleware', () => {
    const source = readFileSync(new URL('./layout.tsx', import.meta.url), 'utf8');
    expect(source).toMatch(/export const middleware[^=]*=\s*\[staffMiddleware\]/);
  });

  it('every module in routes/admin imports the guard', () => {
    const dir = new URL('.', import.meta.url).pathname;
    const modules = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    for (const file of modules) {
      expect(readFileSync(join(dir, file), 'utf8'), file).toMatch(
        /from '~\/features\/auth\/guard\.server'/,
      );
    }
  });
});

// Administrator-only screens and their actions refuse editors in one place, the route's own
// middleware, so no loader or action of theirs can forget.
describe('every administrator-only route mounts adminOnlyMiddleware', () => {
  const adminChildren = (routes as unknown as Entry[]).find((e) => e.path === 'admin')?.children;
  const adminOnlySegments = managementTools
    .filter((tool) => tool.adminOnly)
    .map((tool) => tool.path.replace('/admin/', ''));

  it.each(adminOnlySegments)('/admin/%s', (segment) => {
    const modules = (adminChildren ?? []).filter(
      (e) => e.path === segment || e.path?.startsWith(`${segment}/`),
    );
    expect(modules.length, `a route for /admin/${segment}`).toBeGreaterThan(0);
    for (const { file } of modules) {
      const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      expect(source, file).toMatch(/export const middleware[^=]*=\s*\[adminOnlyMiddleware\]/);
    }
  });
});
