import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { insertStaffUser } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import {
  applyChannelAliases,
  listChannelAliases,
  rememberChannelAlias,
} from './channel-aliases.server';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staffId = 'staff0000001';
const unknown = (raw: string, url?: string) => ({ id: null, name: raw, raw, url });

describe.each(listTestEngines())('channel aliases on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const remember = (written: string, channelId: string) =>
    rememberChannelAlias(db, { written, channelId, by: staffId, at: t0 });

  beforeAll(async () => {
    ({ db, cleanup } = await engine.create());
    await insertStaffUser(db, { id: staffId, username: 'editor' }, t0);
  });
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('channel_aliases').execute();
  });

  it('resolves a remembered name in any spacing or case, keeping it as written and its link', async () => {
    expect(await remember('Sky Sport Prem', 'sky-sports-premier-league')).toMatchObject({
      ok: true,
      channel: { id: 'sky-sports-premier-league', name: 'Sky Sports Premier League' },
    });
    const link = 'https://www.skysports.com/watch';
    const [fixture] = await applyChannelAliases(db, [
      { channels: [unknown('SKY SPORTPREM', link), unknown('Vibe TV')] },
    ]);
    expect(fixture?.channels).toEqual([
      {
        id: 'sky-sports-premier-league',
        name: 'Sky Sports Premier League',
        raw: 'SKY SPORTPREM',
        url: link,
      },
      unknown('Vibe TV'),
    ]);
  });

  it('stores the name under its channel key, with who mapped it and when, in a transaction too', async () => {
    const at = new Date('2025-11-02T09:30:00.000Z');
    await db.transaction().execute((trx) =>
      rememberChannelAlias(trx, {
        written: '  TNT 1 ',
        channelId: 'tnt-sports-1',
        by: staffId,
        at,
      }),
    );
    expect(await db.selectFrom('channel_aliases').selectAll().execute()).toEqual([
      {
        key: 'tnt1',
        written: 'TNT 1',
        channel_id: 'tnt-sports-1',
        created_at: '2025-11-02T09:30:00.000Z',
        created_by: staffId,
      },
    ]);
  });

  it('returns the fixtures it has nothing to change as they were', async () => {
    await remember('TNT 1', 'tnt-sports-1');
    const known = { channels: [{ id: 'bbc-one', name: 'BBC One', raw: 'BBC1' }] };
    const unmapped = { channels: [unknown('Vibe TV')] };
    const mapped = { channels: [unknown('tnt1')] };
    const result = await applyChannelAliases(db, [known, unmapped, mapped]);
    expect(result[0]).toBe(known);
    expect(result[1]).toBe(unmapped);
    expect(result[2]).not.toBe(mapped);
    expect(result[2]?.channels).toEqual([
      { id: 'tnt-sports-1', name: 'TNT Sports 1', raw: 'tnt1', url: undefined },
    ]);
    expect(mapped.channels[0]?.id).toBeNull();
  });

  it('lists the remembered names by name as written, with their channel', async () => {
    await remember('tnt 1', 'tnt-sports-1');
    await remember('Sky Sport Prem', 'sky-sports-premier-league');
    await rememberChannelAlias(db, {
      written: 'Amazon',
      channelId: 'amazon-prime-video',
      by: staffId,
      at: new Date('2025-11-01T08:00:00.000Z'),
    });
    expect(await listChannelAliases(db)).toEqual([
      {
        written: 'Amazon',
        channelId: 'amazon-prime-video',
        channelName: 'Amazon Prime Video',
        createdAt: '2025-11-01T08:00:00.000Z',
      },
      {
        written: 'Sky Sport Prem',
        channelId: 'sky-sports-premier-league',
        channelName: 'Sky Sports Premier League',
        createdAt: t0.toISOString(),
      },
      {
        written: 'tnt 1',
        channelId: 'tnt-sports-1',
        channelName: 'TNT Sports 1',
        createdAt: t0.toISOString(),
      },
    ]);
  });

  it('replaces a name mapped again', async () => {
    await remember('Sky Sport Prem', 'sky-sports-premier-league');
    await remember('sky sport prem', 'sky-sports-main-event');
    const [fixture] = await applyChannelAliases(db, [{ channels: [unknown('Sky Sport Prem')] }]);
    expect(fixture?.channels[0]?.id).toBe('sky-sports-main-event');
    expect(await listChannelAliases(db)).toMatchObject([
      { written: 'sky sport prem', channelId: 'sky-sports-main-event' },
    ]);
  });

  it.each([
    [
      'an unknown channel',
      'Sky Sport Prem',
      'no-such-channel',
      'Choose a channel from the catalogue.',
    ],
    ['an empty name', ' - ', 'bbc-one', 'The channel name must be 1 to 100 characters.'],
    ['a long name', 'x'.repeat(101), 'bbc-one', 'The channel name must be 1 to 100 characters.'],
    [
      'a name the catalogue knows',
      'BBC1',
      'bbc-two',
      '"BBC1" is already a channel the catalogue knows.',
    ],
  ])('refuses %s', async (_case, written, channelId, message) => {
    expect(await remember(written, channelId)).toEqual({ ok: false, message });
    expect(await db.selectFrom('channel_aliases').selectAll().execute()).toEqual([]);
  });

  it('reads nothing, and changes nothing, when every channel is known', async () => {
    const known = [{ channels: [{ id: 'bbc-one', name: 'BBC One', raw: 'BBC1' }] }];
    const unreadable = new Proxy(db, {
      get: (target, name) => {
        if (name === 'selectFrom') throw new Error('read the database');
        return Reflect.get(target, name) as unknown;
      },
    });
    expect(await applyChannelAliases(unreadable, known)).toBe(known);
  });
});
