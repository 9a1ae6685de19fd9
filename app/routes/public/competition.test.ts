import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db/create-db.server';
import { makeRouteContext } from '../../../tests/support/route-context';
import { listTestEngines } from '../../../tests/support/test-db';
import { unknownTeamMessage } from '~/features/listings/list-query';
import { loader } from './competition';

// The finder is where articles' automatic team links lead: it names what it shows.
describe.each(listTestEngines().slice(0, 1))('the competition finder on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ db, cleanup } = await engine.create()));
  afterAll(async () => cleanup());

  it.each([
    ['', 'Find football on TV', 'finder'],
    ['?team=Arsenal', 'Arsenal on TV', 'team'],
    ['?team=%20Inter%20Milan%20', 'Inter Milan on TV', 'team'],
    // A team under any of its names is shown under the catalogue's one.
    ['?team=spurs', 'Tottenham Hotspur on TV', 'team'],
    ['?competition=Premier%20League', 'Premier League on TV', 'competition'],
    ['?competition=Premier%20League&team=Arsenal', 'Arsenal: Premier League on TV', 'competition'],
    // The footer's channel links are titled by their channel.
    ['?channel=Sky%20Sports', 'Sky Sports on TV: football schedule', 'finder'],
    ['?channel=BBC', 'BBC on TV: football schedule', 'finder'],
    ['?channel=itv-1', 'ITV1 on TV: football schedule', 'finder'],
  ])('%s is titled %j', async (query, title, intro) => {
    const page = await loader({
      request: new Request(`http://localhost:3000/competition${query}`),
      params: {},
      context: makeRouteContext(db),
    } as never);
    expect(page.title).toBe(title);
    expect(page.intro.kind).toBe(intro);
  });

  // The page cache keeps one copy for every unknown team (server/page-cache.ts): the page must
  // not show what was written.
  it.each(['no-such-team', 'zz'.repeat(200), '%20'])(
    'answers an unknown team (%s) with one "no such team" 404',
    async (team) => {
      const refusal = await loader({
        request: new Request(`http://localhost:3000/competition?team=${team}`),
        params: {},
        context: makeRouteContext(db),
      } as never).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ init: { status: 404 }, data: unknownTeamMessage });
    },
  );
});
