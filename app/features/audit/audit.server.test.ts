import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { listTestEngines } from '../../../tests/support/test-db';
import { listAuditEvents, recordAudit } from './audit.server';

describe.each(listTestEngines())('audit trail on $name (R31)', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
  });
  afterAll(async () => cleanup());

  const at = new Date('2025-10-30T12:00:00.000Z');

  it('appends events with a UTC timestamp, actor, IP, target and details', async () => {
    await recordAudit(db, {
      at,
      actorUserId: 'user-1',
      ip: '192.0.2.7',
      action: 'logout',
      targetType: 'session',
      targetId: 'session-1',
      details: { note: 'line one\nline two' },
    });
    await recordAudit(db, { at, actorUserId: null, ip: null, action: 'login.failure' });
    const [second, first] = await listAuditEvents(db, { limit: 2 });
    expect(first).toMatchObject({
      atUtc: '2025-10-30T12:00:00.000Z',
      actorUserId: 'user-1',
      ip: '192.0.2.7',
      action: 'logout',
      targetType: 'session',
      targetId: 'session-1',
      details: { note: 'line one\nline two' },
    });
    expect(second).toMatchObject({ action: 'login.failure', targetType: null, details: {} });
    expect(second!.id).toBeGreaterThan(first!.id);
    expect(await listAuditEvents(db, { limit: 10, action: 'logout' })).toHaveLength(1);
  });

  it('bounds the size of what it stores', async () => {
    await recordAudit(db, {
      at,
      actorUserId: null,
      ip: 'x'.repeat(1000),
      action: 'csrf.rejected',
      targetId: 'y'.repeat(1000),
      details: { big: 'z'.repeat(10_000) },
    });
    const [row] = await listAuditEvents(db, { limit: 1, action: 'csrf.rejected' });
    expect(row!.ip).toHaveLength(200);
    expect(row!.targetId).toHaveLength(200);
    expect(JSON.stringify(row!.details).length).toBeLessThan(4100);
  });

  it('refuses UPDATE and DELETE of audit rows through the app connection', async () => {
    const before = await db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(db.updateTable('audit_events').set({ action: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`update audit_events set action = 'x'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('audit_events').where('id', '=', before[0]!.id).execute(),
    ).rejects.toThrow(/append-only/);
    if (engine.name === 'postgres') {
      await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(/append-only/);
    }
    expect(await db.selectFrom('audit_events').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('keeps a failed audited change from committing half', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, { at, actorUserId: null, ip: null, action: 'fixture.deleted' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
  });
});
