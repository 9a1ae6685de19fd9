import { listServicesCarrying, services } from './service-catalogue';

const ranks = new Map(services.map((s, index) => [s.id, index]));
const serviceRank = (id: string) => ranks.get(id) ?? Number.MAX_SAFE_INTEGER;

/** What a fixture row tells a visitor who has ticked their services. */
export type WatchMark = { kind: 'can-watch' } | { kind: 'needs'; service: string };

/**
 * Whether a visitor can watch a match on the services they have, else the first (cheapest)
 * service that would show it. Null when they have ticked nothing, when no catalogue channel is
 * confirmed for the match, or when no UK service carries its channels: a guess would mislead.
 * @example decideWatchMark(['sky-sports-main-event'], new Set(['free-tv']))
 *   // { kind: 'needs', service: 'Sky Sports or NOW' }
 */
export function decideWatchMark(
  channelIds: readonly (string | null)[],
  myServices: ReadonlySet<string>,
): WatchMark | null {
  if (myServices.size === 0) return null;
  let needs: { service: string; rank: number } | null = null;
  for (const channelId of channelIds) {
    if (channelId === null) continue;
    const carriers = listServicesCarrying(channelId);
    if (carriers.some((s) => myServices.has(s.id))) return { kind: 'can-watch' };
    const first = carriers[0];
    if (first) {
      const rank = serviceRank(first.id);
      if (!needs || rank < needs.rank) needs = { service: first.name, rank };
    }
  }
  return needs && { kind: 'needs', service: needs.service };
}
