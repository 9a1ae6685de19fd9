import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { insertStaffUser } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { applyChannelAliases, rememberChannelAlias } from './channel-aliases.server';

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

  it('replaces a name mapped again', async () => {
    await remember('Sky Sport Prem', 'sky-sports-premier-league');
    await remember('sky sport prem', 'sky-sports-main-event');
    const [fixture] = await applyChannelAliases(db, [{ channels: [unknown('Sky Sport Prem')] }]);
    expect(fixture?.channels[0]?.id).toBe('sky-sports-main-event');
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
