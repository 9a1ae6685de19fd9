import type { FixtureInput } from '~/features/fixtures/fixture';

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
