import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listAuditEvents } from '~/features/audit/audit.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { endSession } from './logout.server';
import { createPasswordHasher } from './password.server';
import { createSession, validateSession } from './sessions.server';
import { createUser, type StaffUser } from './users.server';

const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
const t0 = new Date('2025-10-30T09:00:00.000Z');

describe.each(listTestEngines())('endSession on $name (R14)', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let staff: StaffUser;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    const created = await createUser(
      db,
      { username: 'editor', password: 'correct horse battery staple', now: t0 },
      cheap,
    );
    if (!created.ok) throw new Error(created.message);
    staff = created.user;
  });
  afterAll(async () => cleanup());

  const count = async () => (await db.selectFrom('sessions').select('id').execute()).length;

  it.each([
    ['https://kickoff.tv', '__Host-session', '; Secure'],
    ['http://localhost:3000', 'kickoff_session', ''],
  ])(
    'on %s deletes the row, expires the cookie and clears site data',
    async (siteUrl, name, secure) => {
      const { token, sessionId } = await createSession(db, {
        userId: staff.id,
        ip: '192.0.2.1',
        userAgent: '',
        now: t0,
      });
      await createSession(db, { userId: staff.id, ip: '192.0.2.2', userAgent: '', now: t0 });
      const before = await count();
      const request = new Request(`${siteUrl}/logout`, {
        method: 'POST',
        headers: { Cookie: `${name}=${token}` },
      });
      const headers = await endSession(db, request, siteUrl, { ip: '192.0.2.1', now: t0 });
      expect(headers.get('Set-Cookie')).toBe(
        `${name}=; Path=/; HttpOnly${secure}; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      );
      expect(headers.get('Clear-Site-Data')).toBe('"cookies", "storage"');
      expect(await count()).toBe(before - 1);
      // Replaying the saved cookie gets nothing.
      expect(await validateSession(db, token, t0)).toBeNull();
      const [audit] = await listAuditEvents(db, { limit: 1, action: 'logout' });
      expect(audit).toMatchObject({
        actorUserId: staff.id,
        ip: '192.0.2.1',
        targetType: 'session',
        targetId: sessionId,
        atUtc: t0.toISOString(),
      });
    },
  );

  it('still clears the cookie without a session, and audits nothing', async () => {
    const audits = (await listAuditEvents(db, { limit: 100, action: 'logout' })).length;
    const headers = await endSession(
      db,
      new Request('http://localhost:3000/logout', { method: 'POST' }),
      'http://localhost:3000',
    );
    expect(headers.get('Set-Cookie')).toMatch(/^kickoff_session=; /);
    expect((await listAuditEvents(db, { limit: 100, action: 'logout' })).length).toBe(audits);
  });
});
