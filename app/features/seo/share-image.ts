import { articleKindLabels, type Article } from '~/features/articles/article';
import { getChannel } from '~/features/channels/catalogue';
import type { Fixture } from '~/features/schedule/fixture';
import { broadcastState, broadcastStateText } from '~/features/schedule/fixture-status';
import { getTeamBadge } from '~/features/teams/team-badges';
import type { TeamColours } from '~/features/teams/team-catalogue';
import { formatLongDate, ukToday } from '~/lib/london-time';

/**
 * What a match's share image shows (decision 0022), and nothing else: the image's ETag is a
 * hash of this object, so two fixtures that look the same share one rendered PNG, and a change
 * that does not show (a channel's raw text, its viewing link) renders nothing new.
 */
export interface MatchShareCard {
  homeTeam: string;
  awayTeam: string;
  homeBadge: TeamColours;
  awayBadge: TeamColours;
  competition: string;
  /** 'Saturday 1 November 2025' (a UK date). */
  date: string;
  /** 'HH:MM', UK time. */
  time: string;
  channels: ShareCardChannel[];
  /** How many listed channels did not fit. */
  moreChannels: number;
  /** Where channels would be when none are listed ('Channel to be confirmed'), else null. */
  broadcastNote: string | null;
}

export interface ShareCardChannel {
  name: string;
  background: string;
  foreground: string;
  border: string;
}

/** The longest text drawn per field; longer names are cut with '…' (the card clamps lines too). */
export const shareCardLimits = {
  team: 48,
  competition: 48,
  channel: 28,
  channels: 3,
} as const;

/** A channel the catalogue does not know: the site's neutral chip. */
const unknownChannel = { background: '#E2E8F0', foreground: '#0F172A', border: '#94A3B8' };

/**
 * The address of a match's share image. `version` (the image's ETag, unquoted) changes the URL
 * whenever the picture changes, because sharing sites keep an image by its URL for weeks.
 * @example matchShareImagePath('abc12345', 'Xy7') // '/match/abc12345/share.png?v=Xy7'
 */
export function matchShareImagePath(fixtureId: string, version?: string): string {
  const path = `/match/${encodeURIComponent(fixtureId)}/share.png`;
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
}

/**
 * The fields a match's share image draws: teams with their badges, competition, UK date and
 * kick-off, up to three channels in their chip colours (and how many more), or what the match
 * page says instead of channels. Every text is cut to `shareCardLimits`.
 * @example
 * buildMatchShareCard(fixture)
 * // { homeTeam: 'Arsenal', awayTeam: 'Chelsea', competition: 'Premier League',
 * //   date: 'Saturday 1 November 2025', time: '15:00', channels: [{ name: 'Sky Sports Main Event', … }],
 * //   moreChannels: 0, broadcastNote: null, homeBadge: { initials: 'ARS', … }, … }
 */
export function buildMatchShareCard(
  fixture: Pick<
    Fixture,
    'homeTeam' | 'awayTeam' | 'competition' | 'date' | 'time' | 'channelStatus' | 'channels'
  >,
): MatchShareCard {
  const state = broadcastState(fixture);
  const shown = fixture.channels.slice(0, shareCardLimits.channels);
  return {
    homeTeam: cutText(fixture.homeTeam, shareCardLimits.team),
    awayTeam: cutText(fixture.awayTeam, shareCardLimits.team),
    homeBadge: badgeColours(fixture.homeTeam),
    awayBadge: badgeColours(fixture.awayTeam),
    competition: cutText(fixture.competition, shareCardLimits.competition),
    date: formatLongDate(fixture.date),
    time: fixture.time,
    channels: shown.map((channel) => {
      const known = channel.id === null ? null : getChannel(channel.id);
      return {
        name: cutText(channel.name, shareCardLimits.channel),
        ...(known
          ? {
              background: known.backgroundColor,
              foreground: known.textColor,
              border: known.borderColor ?? known.backgroundColor,
            }
          : unknownChannel),
      };
    }),
    moreChannels: fixture.channels.length - shown.length,
    broadcastNote: state === 'listed' ? null : broadcastStateText[state],
  };
}

/** What an article's share image shows: its kind, title, author and UK publication date. */
export interface ArticleShareCard {
  /** 'News', 'Blog', 'Guide'. */
  kind: string;
  title: string;
  author: string;
  /** 'Thursday 26 November 2026' (a UK date). */
  date: string;
}

/** The longest title drawn; the card clamps it to three lines too. */
const articleTitleLimit = 120;

/**
 * The fields an article's share image draws, each cut to fit.
 * @example buildArticleShareCard(article) // { kind: 'Guide', title: 'How to watch…', … }
 */
export function buildArticleShareCard(
  article: Pick<Article, 'kind' | 'title' | 'author' | 'publishedAt'>,
): ArticleShareCard {
  return {
    kind: articleKindLabels[article.kind],
    title: cutText(article.title, articleTitleLimit),
    author: cutText(article.author, shareCardLimits.team),
    date: formatLongDate(ukToday(new Date(article.publishedAt))),
  };
}

/**
 * The address of an article's share image, versioned like a match's.
 * @example articleShareImagePath('how-to-watch', 'Xy7') // '/news/how-to-watch/share.png?v=Xy7'
 */
export function articleShareImagePath(slug: string, version?: string): string {
  const path = `/news/${encodeURIComponent(slug)}/share.png`;
  return version ? `${path}?v=${encodeURIComponent(version)}` : path;
}

/**
 * Text with runs of whitespace made single spaces, cut to `max` characters (code points, so an
 * emoji is never halved) with '…' when longer.
 * @example cutText('Borussia  Mönchengladbach', 12) // 'Borussia Mö…'
 */
export function cutText(text: string, max: number): string {
  const tidy = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(tidy);
  if (chars.length <= max) return tidy;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

function badgeColours(team: string): TeamColours {
  const { initials, background, foreground, stripe } = getTeamBadge(team);
  return { initials, background, foreground, stripe };
}
