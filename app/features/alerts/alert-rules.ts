import { describeFixtureChange, type FixtureChange } from '~/features/schedule/fixture-change';
import { resolveTeam } from '~/features/teams/team-catalogue';
import { formatLongDate, ukDateTime } from '~/lib/london-time';
import { toSlug } from '~/lib/slug';
import type { AlertChoices } from './alert-settings';

// What the server sends, to whom: which teams a fan follows, which choice a change is heard
// under, and the notifications' words.

/**
 * The fixture slugs that mean a followed team: the slug of the name as starred and, for a team
 * the catalogue knows, of each of its names, so 'Spurs' also follows 'Tottenham Hotspur'.
 * @example followedTeamSlugs(['Spurs']) // ['spurs', 'tottenham-hotspur', 'tottenham']
 */
export function followedTeamSlugs(teams: readonly string[]): string[] {
  const slugs = new Set<string>();
  for (const name of teams) {
    slugs.add(toSlug(name));
    const team = resolveTeam(name);
    if (team)
      for (const other of [team.name, ...team.aliases, ...team.wholeNames])
        slugs.add(toSlug(other));
  }
  slugs.delete('');
  return [...slugs];
}

/** Which choice a kind of fixture change is heard under. */
export function choiceForChange(
  kind: FixtureChange['kind'],
): keyof Omit<AlertChoices, 'reminderMinutes'> {
  switch (kind) {
    case 'new':
    case 'confirmed':
      return 'picked';
    case 'channel-changed':
      return 'channelChanged';
    case 'moved':
    case 'removed':
      return 'moved';
  }
}

/** A notification: its title, its text and the page a tap opens. */
export interface AlertMessage {
  title: string;
  body: string;
  url: string;
}

/**
 * The notification for a change to a followed team's match, in UK time.
 * @example buildChangeMessage(moved) // { title: 'Arsenal v Chelsea', body: 'Moved from Sat 15:00 to Sun 12:00, announced 12 days before', url: '/match/…' }
 */
export function buildChangeMessage(change: FixtureChange): AlertMessage {
  return {
    title: `${change.homeTeam} v ${change.awayTeam}`,
    body: describeFixtureChange(change),
    url: `/match/${change.fixtureId}`,
  };
}

/**
 * The reminder before a followed team's match.
 * @example buildReminderMessage({ id, homeTeam: 'Arsenal', awayTeam: 'Chelsea', kickoffUtc, channels: 'Sky Sports Main Event' })
 * // { title: 'Arsenal v Chelsea at 15:00', body: 'On Sky Sports Main Event', url: '/match/…' }
 */
export function buildReminderMessage(fixture: {
  id: string;
  homeTeam: string;
  awayTeam: string;
  kickoffUtc: string;
  channels: string;
}): AlertMessage {
  const { date, time } = ukDateTime(new Date(fixture.kickoffUtc));
  return {
    title: `${fixture.homeTeam} v ${fixture.awayTeam} at ${time}`,
    body: fixture.channels
      ? `On ${fixture.channels}`
      : `Kick-off ${formatLongDate(date)}; channel to be confirmed`,
    url: `/match/${fixture.id}`,
  };
}
