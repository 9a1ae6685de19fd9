import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { saveFixtures } from '~/features/schedule/save-fixtures.server';
import { getMatchShareImage } from '~/features/seo/share-image.server';
import { makeFixture } from '../../../tests/support/factories';
import { makeRouteContext, readAnswer } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { loader } from './match-share-image';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its first chunk, IHDR: width then height, big-endian, after the signature. */
function readPngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(pngSignature);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.each(listTestEngines())('match share images on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ db, cleanup } = await engine.create()));
  afterAll(async () => cleanup());
  beforeEach(async () => {
    await db.deleteFrom('fixtures').execute();
  });

  const get = (id: string, headers: Record<string, string> = {}) =>
    loader({
      request: new Request(`http://localhost:3000/match/${id}/share.png`, { headers }),
      params: { id },
      context: makeRouteContext(db),
    } as never);
  const idOf = async (homeTeam: string) =>
    (
      await db
        .selectFrom('fixtures')
        .select('id')
        .where('home_team', '=', homeTeam)
        .executeTakeFirstOrThrow()
    ).id;

  it('draws a 1200x630 PNG, cacheable by anyone for an hour, with a strong ETag', async () => {
    await saveFixtures(db, [
      makeFixture({
        homeTeam: 'Borussia Mönchengladbach Under-21 Reserves Academy Side',
        awayTeam: 'Wolverhampton Wanderers Women Development Squad',
        competition: 'UEFA Europa Conference League Qualifying Round Second Leg',
      }),
    ]);
    const response = await get(
      await idOf('Borussia Mönchengladbach Under-21 Reserves Academy Side'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]{22}"$/);
    const png = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(png.length));
    expect(readPngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it.each(['abcd1234efgh', 'short', 'abc12345%3Cscript%3E', '../../etc/passwd', 'a'.repeat(65)])(
    'is 404 for %j (unknown, or not a fixture id)',
    async (id) => {
      expect(await readAnswer(await get(id).catch((error: unknown) => error))).toMatchObject({
        status: 404,
      });
    },
  );

  it('answers 304 to a client that has the image, until what it shows changes', async () => {
    await saveFixtures(db, [makeFixture()]);
    const id = await idOf('Arsenal');
    const etag = (await get(id)).headers.get('ETag')!;

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const repeat = await get(id, { 'If-None-Match': ifNoneMatch });
      expect(repeat.status).toBe(304);
      expect(repeat.headers.get('ETag')).toBe(etag);
      expect(repeat.headers.get('Cache-Control')).toContain('max-age=3600');
      expect(await repeat.text()).toBe('');
    }
    expect((await get(id, { 'If-None-Match': '"other"' })).status).toBe(200);

    // A channel confirmed: the picture changes, and so does its ETag.
    await saveFixtures(db, [
      makeFixture({ channels: [{ id: 'bbc-one', name: 'BBC One', raw: 'BBC One' }] }),
    ]);
    const changed = await get(id, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it('renders a picture once: a repeat request gets the kept PNG', async () => {
    await saveFixtures(db, [makeFixture()]);
    const id = await idOf('Arsenal');
    const first = (await getMatchShareImage(db, id))!;
    const again = (await getMatchShareImage(db, id))!;
    expect(again.etag).toBe(first.etag);
    const [a, b] = await Promise.all([first.render(), again.render()]);
    expect(b).toBe(a); // the same buffer, not a second drawing
    expect(await (await getMatchShareImage(db, id))!.render()).toBe(a);
  });
});
