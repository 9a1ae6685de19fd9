import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { staffContext } from '~/features/auth/guard.server';
import type { StaffUser } from '~/features/auth/users.server';
import { saveFixtures } from '~/features/fixtures/save-fixtures.server';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { action, loader } from './dashboard';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staff: StaffUser = { id: 'staff0000001', username: 'editor', role: 'editor' };
describe.each(listTestEngines())('Manage Fixtures date selection on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => ({ db, cleanup } = await engine.create()));
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
    return 'selectedDate' in result ? (result.selectedDate ?? null) : null;
  }

  it('shows the date asked for while it has fixtures', async () => {
    expect(await selectedAfter('http://localhost/admin?date=2025-11-03')).toBe('2025-11-03');
  });

  it('moves to the first remaining date once a date is cleared (SPEC 4)', async () => {
    const form = new FormData();
    form.append('intent', 'clear-date');
    form.append('date', '2025-11-01');
    const request = new Request('http://localhost/admin?index&date=2025-11-01', {
      method: 'POST',
      body: form,
    });
    await action({ request, context: context() } as never);
    expect(await selectedAfter('http://localhost/admin?date=2025-11-01')).toBe('2025-11-03');
  });

  it('moves on when the asked date never had fixtures', async () => {
    expect(await selectedAfter('http://localhost/admin?date=2025-11-02')).toBe('2025-11-01');
  });
});
