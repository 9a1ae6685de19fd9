import type { Db } from '~/db/create-db.server';
import type { StaffChange } from '~/features/audit/staff-change.server';
import type { StaffRole } from '~/features/auth/users.server';
import type { FixtureInput } from '~/features/schedule/fixture';

/** A valid fixture to save; override what the test is about. */
export function makeFixture(overrides: Partial<FixtureInput> = {}): FixtureInput {
  return {
    date: '2025-11-01',
    time: '15:00',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    competition: 'Premier League',
    channelStatus: 'listed',
    channels: [
      { id: 'sky-sports-main-event', name: 'Sky Sports Main Event', raw: 'Sky Sports Main Event' },
    ],
    ...overrides,
  };
}

/** `count` distinct fixtures on one day. */
export function makeFixtures(count: number, date = '2025-12-01'): FixtureInput[] {
  return Array.from({ length: count }, (_, i) =>
    makeFixture({ homeTeam: `Home ${i}`, awayTeam: `Away ${i}`, date }),
  );
}

/** A staff account row for tests that need an author or an actor (no usable password). */
export async function insertStaffUser(
  db: Db,
  user: { id: string; username: string; role?: StaffRole },
  at = new Date('2025-01-01T00:00:00.000Z'),
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      password_hash: 'x',
      role: user.role ?? 'editor',
      disabled_at: null,
      password_changed_at: at.toISOString(),
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    })
    .execute();
}

/**
 * An admin change by `actorUserId` at `at` (the staff row must exist for audited changes);
 * `invalidations` counts how often it asked for the public pages to be read afresh.
 */
export function makeStaffChange(
  db: Db,
  { actorUserId, at }: { actorUserId: string; at: Date },
): StaffChange & { invalidations: number } {
  const change = {
    db,
    at,
    actorUserId,
    ip: '203.0.113.9',
    // As makeRouteContext's, so articles saved here are shown from their stored HTML.
    siteUrl: 'http://localhost:3000',
    invalidations: 0,
    invalidatePages: () => {
      change.invalidations += 1;
    },
  };
  return change;
}
