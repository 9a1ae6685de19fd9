import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { insertStaffUser } from '../../../tests/support/factories';
import { listTestEngines } from '../../../tests/support/test-db';
import { getChannel } from './catalogue';
import {
  forgetChannelAlias,
  listChannelAliases,
  readChannelName,
  rememberChannelAlias,
} from './channel-aliases.server';
import { loadChannelCatalogue, replaceCatalogueRevision } from './channel-catalogue.server';
import { resolveChannel } from './resolve-channel';

const t0 = new Date('2025-10-30T12:00:00.000Z');
const staffId = 'staff0000001';

describe('readChannelName', () => {
  it.each([
    ['  Sky Sport Prem ', 'Sky Sport Prem'],
    ['Atle\u0301tico TV\u200b', 'Atlético TV'],
    [' - ', null],
    ['x'.repeat(100), 'x'.repeat(100)],
    ['x'.repeat(101), null],
    ['BBC\u0007One', null],
  ])('%j -> %j', (written, expected) => {
    expect(readChannelName(written)).toBe(expected);
  });
});

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
    await replaceCatalogueRevision(db);
    await loadChannelCatalogue(db);
  });

  it('resolves a remembered name in any spacing or case once the catalogue is read again', async () => {
    expect(await remember('Sky Sport Prem', 'sky-sports-premier-league')).toMatchObject({
      ok: true,
      channel: { id: 'sky-sports-premier-league', name: 'Sky Sports Premier League' },
    });
    expect(resolveChannel('SKY SPORTPREM')).toBeNull();
    await loadChannelCatalogue(db);
    expect(resolveChannel('SKY SPORTPREM')?.id).toBe('sky-sports-premier-league');
    expect(getChannel('sky-sports-premier-league')?.aliases).toContain('Sky Sport Prem');
    expect(resolveChannel('Vibe TV')).toBeNull();
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

  it('refuses a name already mapped, to another channel or the same one', async () => {
    await remember('Sky Sport Prem', 'sky-sports-premier-league');
    expect(await remember('sky sport prem', 'sky-sports-main-event')).toEqual({
      ok: false,
      message: '"sky sport prem" already names Sky Sports Premier League.',
    });
    expect(await listChannelAliases(db)).toMatchObject([
      { written: 'Sky Sport Prem', channelId: 'sky-sports-premier-league' },
    ]);
  });

  it('forgets an added name, and nothing else', async () => {
    await remember('TNT 1', 'tnt-sports-1');
    const forget = (written: string, channelId: string) =>
      forgetChannelAlias(db, { written, channelId });
    expect(await forget('tnt 1', 'bbc-one')).toBe(false);
    expect(await forget('BT Sport 1', 'tnt-sports-1')).toBe(false);
    expect(await forget('tnt 1', 'tnt-sports-1')).toBe(true);
    await loadChannelCatalogue(db);
    expect(resolveChannel('TNT 1')).toBeNull();
    expect(await listChannelAliases(db)).toEqual([]);
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
    ['a name the catalogue knows', 'BBC1', 'bbc-two', '"BBC1" already names BBC One.'],
  ])('refuses %s', async (_case, written, channelId, message) => {
    expect(await remember(written, channelId)).toEqual({ ok: false, message });
    expect(await db.selectFrom('channel_aliases').selectAll().execute()).toEqual([]);
  });
});
