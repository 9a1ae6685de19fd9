import { resolveChannel } from '~/features/channels/resolve-channel';
import { ukDateTime } from '~/lib/london-time';
import type { Article } from './article';

/** What a match preview article says about its match; `match` when it is in the schedule. */
export interface MatchPreview {
  /** UK date and time of kick-off. */
  date: string;
  time: string;
  venue: string | null;
  match: { path: string; title: string; competition: string } | null;
  channels: { id: string | null; name: string }[];
}

/** The stored fixture a preview is about, as much of it as the preview shows. */
export interface PreviewedFixture {
  id: string;
  homeTeam: string;
  awayTeam: string;
  competition: string;
  channels: readonly { id: string | null; name: string }[];
}

type PreviewSource = Pick<
  Article,
  'matchDate' | 'matchVenue' | 'title' | 'tags' | 'excerpt' | 'channels'
>;

/**
 * Where to look for a preview's fixture: its kick-off, and the text that names its teams (title,
 * tags, excerpt). Null for an article that is not a preview (no kick-off set).
 * @example matchPreviewSearch({ matchDate: '2025-11-01T15:00:00.000Z', title: 'Arsenal v Chelsea', ... })
 * // { kickoffUtc: '2025-11-01T15:00:00.000Z', text: 'Arsenal v Chelsea \n ...' }
 */
export function matchPreviewSearch(
  article: PreviewSource,
): { kickoffUtc: string; text: string } | null {
  if (!article.matchDate) return null;
  return {
    kickoffUtc: article.matchDate,
    text: [article.title, ...article.tags, article.excerpt].join(' \n '),
  };
}

/**
 * The match box of a preview: when and where, and, when the schedule has the fixture, its match
 * page and channels; otherwise the channels the article names, by their catalogue names.
 * Null for an article that is not a preview.
 */
export function buildMatchPreview(
  article: PreviewSource,
  fixture: PreviewedFixture | null,
): MatchPreview | null {
  if (!article.matchDate) return null;
  const { date, time } = ukDateTime(new Date(article.matchDate));
  return {
    date,
    time,
    venue: article.matchVenue,
    match: fixture && {
      path: `/match/${fixture.id}`,
      title: `${fixture.homeTeam} v ${fixture.awayTeam}`,
      competition: fixture.competition,
    },
    channels: fixture
      ? fixture.channels.map(({ id, name }) => ({ id, name }))
      : article.channels.map((written) => {
          const known = resolveChannel(written);
          return { id: known?.id ?? null, name: known?.name ?? written };
        }),
  };
}
