import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { insertStaffUser, makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { action as clearDate } from './fixture-date';
import { loader } from './fixtures';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staff: StaffUser = { id: 'staff0000001', username: 'editor', role: 'editor' };
describe.each(listTestEngines())('Manage Fixtures date selection on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: staff.id, username: staff.username });
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('fixtures').execute();
    await saveFixtures(db, [
      makeFixture({ date: '2025-11-01' }),
      makeFixture({ date: '2025-11-03', homeTeam: 'Leeds' }),
    ]);
  });

  function context() {
    const routeContext = makeRouteContext(db, t0, () => {});
    routeContext.set(staffContext, staff);
    return routeContext;
  }

  async function selectedAfter(url: string): Promise<string | null> {
    const result = await loader({ request: new Request(url), context: context() } as never);
    return result.managed.selectedDate;
  }

  it('shows the date asked for while it has fixtures', async () => {
    expect(await selectedAfter('http://localhost/admin?date=2025-11-03')).toBe('2025-11-03');
  });

  it('moves to the first remaining date once a date is cleared', async () => {
    const request = new Request('http://localhost/admin/dates/2025-11-01', { method: 'DELETE' });
    await clearDate({ request, context: context(), params: { date: '2025-11-01' } } as never);
    expect(await selectedAfter('http://localhost/admin?date=2025-11-01')).toBe('2025-11-03');
  });

  it('answers a database that fails the read with the load failure message, not an error page', async () => {
    // The table is away for a moment: every read of it fails as a broken database would.
    await sql`alter table fixtures rename to fixtures_away`.execute(db);
    let result;
    try {
      result = await loader({
        request: new Request('http://localhost/admin'),
        context: context(),
      } as never);
    } finally {
      await sql`alter table fixtures_away rename to fixtures`.execute(db);
    }
    expect(result.managed).toMatchObject({ dates: [], selectedDate: null, fixtures: [] });
    expect(result.loadFailure).toMatchObject({
      status: 503,
      message: 'Database Error',
      detail: expect.stringMatching(/^Failed to load fixtures: .*fixtures/),
    });
  });

  it('sends the old one-page addresses to their screens', async () => {
    for (const [old, moved] of [
      ['http://localhost/admin?tab=blog', '/admin/blog'],
      ['http://localhost/admin?tab=management', '/admin/management'],
      ['http://localhost/admin?article=new', '/admin/articles/new'],
      ['http://localhost/admin?article=abc123456789', '/admin/articles/abc123456789'],
    ] as const) {
      const thrown = await loader({ request: new Request(old), context: context() } as never).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('Location')).toBe(moved);
    }
  });

  it('moves on when the asked date never had fixtures', async () => {
    expect(await selectedAfter('http://localhost/admin?date=2025-11-02')).toBe('2025-11-01');
  });
});
