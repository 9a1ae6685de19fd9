import { Link } from 'react-router';
import { channelChipClass } from '~/features/channels/channel-colours';
import { formatLongDate } from '~/lib/london-time';
import type { MatchPreview } from '~/features/articles/match-preview';

/** The match box of a preview: when, where, on which channels, and the way to the match page. */
export function MatchPreviewBox({ preview }: { preview: MatchPreview }) {
  const { match } = preview;
  return (
    <aside
      aria-labelledby="previewed-match"
      className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950"
    >
      <h2 id="previewed-match" className="text-base font-bold">
        {match ? <Link to={match.path}>{match.title}</Link> : 'The match'}
      </h2>
      <p className="mt-1 text-sm">
        <time dateTime={`${preview.date}T${preview.time}`}>
          {formatLongDate(preview.date)}, {preview.time} UK time
        </time>
        {preview.venue && <> · {preview.venue}</>}
        {match && <> · {match.competition}</>}
      </p>
      {preview.channels.length > 0 && (
        <ul aria-label="Channels" className="mt-2 flex flex-wrap gap-1.5">
          {preview.channels.map((channel) => (
            <li key={channel.name}>
              {match ? (
                <Link to={match.path} className={`chip ${channelChipClass(channel.id)}`}>
                  {channel.name}
                </Link>
              ) : (
                <span className={`chip ${channelChipClass(channel.id)}`}>{channel.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {match && (
        <Link to={match.path} className="text-link mt-3 inline-block text-sm">
          Match details and where to watch
        </Link>
      )}
    </aside>
  );
}
