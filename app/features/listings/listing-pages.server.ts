import { data } from 'react-router';
import { listingDays } from '~/features/schedule/day-views';
import type { Db } from '~/db/create-db.server';
import {
  channelGroups,
  getChannel,
  listChannels,
  listFreeBroadcastIds,
  listFreeStreamIds,
} from '~/features/channels/catalogue';
import { resolveChannelFilter } from '~/features/channels/channel-filter';
import { getCompetition, resolveCompetition } from '~/features/competitions/competition-catalogue';
import type { PageMeta } from '~/features/seo/page-meta';
import { buildBreadcrumbs } from '~/features/seo/structured-data';
import { getTeamBadge, type TeamBadgeStyle } from '~/features/teams/team-badges';
import { buildTeamPath, findTeamBySlug, listTeamSlugs } from '~/features/teams/team-pages';
import { addDaysToIsoDate } from '~/lib/london-time';
import {
  getCompetitionNameBySlug,
  getTeamNameBySlug,
  listFixtures,
  type FixtureFilter,
} from '~/features/schedule/fixture-store.server';
import { packFixtures, type PackedFixtures } from './listed-fixture';
import { toListedFixture } from './listed-fixture.server';
import {
  loadFixtureListing,
  requireListingFilters,
  type FixtureListing,
} from './fixture-listing.server';
import { isFilteredListing, type ListFilterName } from './list-query';

/** The filters a list page's form offers (its team, if any, is the page's own). */
export type FilterName = Exclude<ListFilterName, 'team'>;

/** What sits above a list: it decides the page's words and its extra panel. */
export type ListingIntro =
  | {
      kind: 'channel';
      channel: {
        id: string;
        name: string;
        groupName: string;
        isFreeToAir: boolean;
        url: string | null;
        description: string | null;
      };
    }
  | { kind: 'competition'; name: string; description: string | null }
  | { kind: 'team'; name: string; badge: TeamBadgeStyle }
  | {
      kind: 'guide';
      guide: 'free-to-air' | 'subscription' | 'streaming';
      /** Who shows the competitions the guide names, in the catalogue's words (one source). */
      competitions: { slug: string; name: string; description: string }[];
    }
  | { kind: 'finder' };

export interface ListingPageData {
  title: string;
  lead: string;
  intro: ListingIntro;
  listing: FixtureListing;
  filters: readonly FilterName[];
  /** The address of the calendar feed of these matches (`/calendar/...ics`), if there is one. */
  calendar: string | null;
  /** A team's, competition's or channel's latest played matches, below what is to come. */
  recent: PackedFixtures | null;
  /** The free-to-air page's matches streamed free online only (FIFA+, YouTube), listed apart. */
  streams: PackedFixtures | null;
  page: PageMeta;
}

/** How far back, and how many, recent matches a team, competition or channel page lists. */
const recentDays = 60;
const recentMatches = 10;

interface Services {
  db: Db;
  siteUrl: string;
  today: string;
}

/** What `/{slug}` names: a competition, a channel or a team (in that order), else 404. */
export async function loadSlugPage(
  services: Services,
  request: Request,
  slug: string,
): Promise<ListingPageData> {
  const normalised = slug.toLowerCase();
  if (getCompetition(normalised))
    return loadCompetitionPage(services, request, normalised, `/${normalised}`);
  if (getChannel(normalised))
    return loadChannelPage(services, request, normalised, `/${normalised}`);
  // A catalogue team has a page even with nothing listed, and lists every name it is stored as.
  const catalogued = findTeamBySlug(normalised);
  if (catalogued) {
    return loadTeamPage(services, request, {
      name: catalogued.name,
      slugs: listTeamSlugs(catalogued),
      path: buildTeamPath(catalogued.name),
    });
  }
  const team = await getTeamNameBySlug(services.db, normalised);
  if (team)
    return loadTeamPage(services, request, {
      name: team,
      slugs: [normalised],
      path: `/${normalised}`,
    });
  return loadCompetitionPage(services, request, normalised, `/${normalised}`);
}

/** A competition by slug: one the catalogue knows, or one that ever had fixtures; else 404. */
export async function loadCompetitionPage(
  services: Services,
  request: Request,
  slug: string,
  path = `/competition/${slug}`,
): Promise<ListingPageData> {
  const known = getCompetition(slug);
  const listed = known ? null : await getCompetitionNameBySlug(services.db, slug);
  if (!known && !listed)
    throw data('There is no competition, team or channel at this address.', { status: 404 });
  const name = known?.name ?? listed ?? slug;
  return listingPage(services, request, {
    fixed: { competitionSlug: slug },
    title: `${name} on TV`,
    lead: namedLead,
    description: `Upcoming ${name} matches on UK TV, with kick-off times and channels.`,
    intro: { kind: 'competition', name, description: known?.description ?? null },
    filters: ['search', 'channel', 'free'],
    path: `/competition/${slug}`,
    canonicalPath: path === `/${slug}` ? `/competition/${slug}` : path,
    breadcrumb: { name: 'Competitions', path: '/competitions' },
    calendar: `/calendar/competition/${slug}.ics`,
    recent: true,
  });
}

/**
 * `/competition?competition=…&team=…&channel=…&search=…`: the finder, named by its competition
 * or its team (where articles' automatic team links lead).
 */
export async function loadCompetitionFinder(
  services: Services,
  request: Request,
): Promise<ListingPageData> {
  const params = new URL(request.url).searchParams;
  const named = params.get('competition')?.trim();
  const competition = named ? resolveCompetition(named) : null;
  const known = competition ? getCompetition(competition.slug) : null;
  const name = known?.name ?? competition?.name;
  const team = requireListingFilters(params).team ?? null;
  const subject = team && name ? `${team}: ${name}` : (team ?? name);
  // The footer's channel links land here: such a page is titled by its channel.
  const channel = !subject ? resolveChannelFilter(params.get('channel')?.trim() ?? '') : null;
  if (channel) {
    return listingPage(services, request, {
      title: `${channel.label} on TV: football schedule`,
      lead: `Upcoming matches on ${channel.label}, with UK kick-off times.`,
      intro: { kind: 'finder' },
      filters: ['search', 'competition', 'channel', 'free'],
      path: '/competition',
      canonicalPath: '/competition',
      noIndex: true,
    });
  }
  return listingPage(services, request, {
    title: subject ? `${subject} on TV` : 'Find football on TV',
    lead: subject ? namedLead : 'Pick a competition, team or channel to see its matches on UK TV.',
    description: subject
      ? `Upcoming ${subject} matches on UK TV, with kick-off times and channels.`
      : undefined,
    intro: name
      ? { kind: 'competition', name, description: known?.description ?? null }
      : team
        ? { kind: 'team', name: team, badge: getTeamBadge(team) }
        : { kind: 'finder' },
    filters: ['search', 'competition', 'channel', 'free'],
    path: '/competition',
    canonicalPath: known ? `/competition/${known.slug}` : '/competition',
    noIndex: true,
  });
}

export async function loadChannelPage(
  services: Services,
  request: Request,
  id: string,
  path = `/channel/${id}`,
): Promise<ListingPageData> {
  const channel = getChannel(id);
  if (!channel) throw data('There is no channel at this address.', { status: 404 });
  const groupName = channelGroups.find((g) => g.id === channel.group)?.name ?? '';
  return listingPage(services, request, {
    fixed: { channelIds: [channel.id] },
    title: `${channel.name} on TV: football schedule`,
    lead: `Upcoming matches on ${channel.name}, with UK kick-off times.`,
    intro: {
      kind: 'channel',
      channel: {
        id: channel.id,
        name: channel.name,
        groupName,
        isFreeToAir: channel.isFreeToAir,
        url: channel.url,
        description: channel.description ?? null,
      },
    },
    filters: ['search', 'competition'],
    path,
    canonicalPath: `/channel/${channel.id}`,
    breadcrumb: { name: 'Channels', path: '/channels' },
    calendar: `/calendar/channel/${channel.id}.ics`,
    recent: true,
  });
}

/** A team's page: its matches under every name it is stored as (`slugs`), at `path`. */
export async function loadTeamPage(
  services: Services,
  request: Request,
  team: { name: string; slugs: readonly string[]; path: string },
): Promise<ListingPageData> {
  return listingPage(services, request, {
    fixed: { teamSlugs: team.slugs },
    title: `${team.name} on TV`,
    lead: `When ${team.name} play next, and which channel shows it.`,
    intro: { kind: 'team', name: team.name, badge: getTeamBadge(team.name) },
    filters: ['competition', 'channel', 'free'],
    path: team.path,
    canonicalPath: team.path,
    breadcrumb: { name: 'Teams', path: '/teams' },
    calendar: `/calendar/teams${team.path}.ics`,
    recent: true,
  });
}

const guides = {
  'free-to-air': {
    title: 'Free-to-air football on TV',
    lead: 'Matches you can watch without a subscription: BBC, ITV, Channel 4, Channel 5, S4C and free streams.',
    // TV channels first; matches only streamed online follow as their own list.
    fixed: { channelIds: listFreeBroadcastIds() },
    path: '/free-to-air-tv',
    competitions: ['fa-cup', 'womens-super-league', 'scottish-cup', 'cymru-premier'],
  },
  subscription: {
    title: 'Football on subscription TV',
    lead: 'Matches on Sky Sports, TNT Sports, Amazon Prime Video, Premier Sports and other paid services.',
    fixed: {
      channelIds: listChannels()
        .filter((c) => !c.isFreeToAir)
        .map((c) => c.id),
    },
    path: '/subscription-tv',
    competitions: [
      'premier-league',
      'champions-league',
      'championship',
      'scottish-premiership',
      'la-liga',
    ],
  },
  streaming: {
    title: 'Football on Amazon Prime Video and streaming',
    lead: 'Matches on Amazon Prime Video, DAZN, Apple TV and other streaming services.',
    fixed: {
      channelIds: listChannels()
        .filter((c) => c.group === 'streaming')
        .map((c) => c.id),
    },
    path: '/amazonprime',
    competitions: ['champions-league', 'premier-league', 'mls'],
  },
} satisfies Record<
  string,
  {
    title: string;
    lead: string;
    fixed: Partial<FixtureFilter>;
    path: string;
    competitions: readonly string[];
  }
>;

/** The free-to-air, subscription and streaming pages: their matches and a short guide. */
export async function loadGuidePage(
  services: Services,
  request: Request,
  guide: keyof typeof guides,
): Promise<ListingPageData> {
  const { title, lead, fixed, path, competitions } = guides[guide];
  const [page, streams] = await Promise.all([
    listingPage(services, request, {
      fixed,
      title,
      lead,
      intro: {
        kind: 'guide',
        guide,
        competitions: competitions.flatMap((slug) => {
          const competition = getCompetition(slug);
          return competition
            ? [{ slug, name: competition.name, description: competition.description }]
            : [];
        }),
      },
      filters: ['search', 'competition'],
      path,
      canonicalPath: path,
      days: guideDays,
    }),
    guide === 'free-to-air'
      ? loadFixtureListing(services, request, {
          ...range(services.today, guideDays),
          fixed: { channelIds: listFreeStreamIds(), notOnChannelIds: listFreeBroadcastIds() },
        })
      : null,
  ]);
  return { ...page, streams: streams?.fixtures ?? null };
}

/** How far ahead the free-to-air, subscription and streaming pages look. */
const guideDays = 14;

// Under a title that already names the competition or team: a long name is not said twice
// before the first match (it is, in the page's description).
const namedLead = 'Upcoming matches on UK TV, with kick-off times and channels.';

async function listingPage(
  services: Services,
  request: Request,
  options: {
    fixed?: Partial<Omit<FixtureFilter, 'from' | 'to' | 'limit'>>;
    title: string;
    lead: string;
    /** The page's meta description, when it says more than the lead. */
    description?: string | undefined;
    intro: ListingIntro;
    filters: readonly FilterName[];
    path: string;
    canonicalPath: string;
    noIndex?: boolean;
    breadcrumb?: { name: string; path: string };
    days?: number;
    calendar?: string;
    /** Whether the page lists its latest played matches too (it stays when nothing is to come). */
    recent?: boolean;
  },
): Promise<ListingPageData> {
  const [listing, recent] = await Promise.all([
    loadFixtureListing(services, request, {
      ...range(services.today, options.days),
      fixed: options.fixed,
    }),
    options.recent ? loadRecent(services, options.fixed ?? {}) : null,
  ]);
  const filtered = isFilteredListing(new URL(request.url).searchParams);
  const crumbs = [
    { name: 'Home', path: '/' },
    ...(options.breadcrumb ? [options.breadcrumb] : []),
    { name: options.title, path: options.canonicalPath },
  ];
  return {
    title: options.title,
    lead: options.lead,
    intro: options.intro,
    listing,
    filters: options.filters,
    calendar: options.calendar ?? null,
    recent,
    streams: null,
    page: {
      title: options.title,
      description: options.description ?? options.lead,
      path: options.canonicalPath,
      noIndex: options.noIndex || (filtered && options.path !== '/competition'),
      jsonLd: [buildBreadcrumbs(crumbs, services.siteUrl)],
    },
  };
}

function range(today: string, days = listingDays): { from: string; to: string } {
  return { from: today, to: addDaysToIsoDate(today, days - 1) };
}

/** The latest matches played before today, oldest first, with their channels. */
async function loadRecent(
  { db, today }: Services,
  fixed: Partial<Omit<FixtureFilter, 'from' | 'to' | 'limit'>>,
): Promise<PackedFixtures | null> {
  // Ranked from today, every match of the range is an earlier one: latest first.
  const played = await listFixtures(db, {
    ...fixed,
    from: addDaysToIsoDate(today, -recentDays),
    to: addDaysToIsoDate(today, -1),
    upcomingFrom: today,
    limit: recentMatches,
  });
  if (played.length === 0) return null;
  return packFixtures(played.reverse().map(toListedFixture));
}
