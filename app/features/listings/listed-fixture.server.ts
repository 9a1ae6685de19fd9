import { getChannel } from '~/features/channels/catalogue';
import type { Fixture } from '~/features/schedule/fixture';
import { broadcastState } from '~/features/schedule/fixture-status';
import type { ListedChannel, ListedFixture } from './listed-fixture';

// One object per channel, shared by every row that lists it: the page's data serialiser writes a
// repeated object once, which keeps a list of hundreds of matches small.
const sharedChannels = new Map<string, ListedChannel>();

function listedChannel(id: string | null, name: string): ListedChannel {
  if (id === null) return { id, name };
  let channel = sharedChannels.get(id);
  if (!channel || channel.name !== name) {
    channel = Object.freeze({ id, name });
    sharedChannels.set(id, channel);
  }
  return channel;
}

/** Maps a stored fixture to a list row. */
export function toListedFixture(fixture: Fixture): ListedFixture {
  const state = broadcastState(fixture);
  const free = fixture.channels.some((c) => (c.id ? getChannel(c.id)?.isFreeToAir : false));
  return {
    id: fixture.id,
    date: fixture.date,
    time: fixture.time,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    competition: fixture.competition,
    channels: fixture.channels.map((c) => listedChannel(c.id, c.name)),
    ...(state !== 'listed' && { state }),
    ...(free && { free }),
  };
}
