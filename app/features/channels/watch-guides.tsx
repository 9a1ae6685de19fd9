import { Link } from 'react-router';

export type WatchGuideName = 'free-to-air' | 'subscription' | 'streaming';

/**
 * Short original guides for the free-to-air, subscription and streaming pages. Who shows which
 * competition is never written here: it comes from the competition catalogue (`competitions`),
 * the one place that fact is kept, so these pages cannot contradict the competition pages.
 */
export function WatchGuide({
  guide,
  competitions,
}: {
  guide: WatchGuideName;
  competitions: readonly { slug: string; name: string; description: string }[];
}) {
  return (
    <div className="prose-text">
      <GuideText guide={guide} />
      {competitions.length > 0 && (
        <ul>
          {competitions.map((competition) => (
            <li key={competition.slug}>
              <Link to={`/competition/${competition.slug}`}>{competition.name}</Link>:{' '}
              {competition.description}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GuideText({ guide }: { guide: WatchGuideName }) {
  switch (guide) {
    case 'free-to-air':
      return (
        <>
          <p>
            Free-to-air means no subscription: you need a TV licence for live BBC, ITV, Channel 4,
            Channel 5 and S4C broadcasts, on a TV or on their apps (BBC iPlayer, ITVX, Channel 4 and
            My5). <em>Match of the Day</em> shows Premier League highlights, and many leagues also
            stream free on YouTube or their own sites; those need no licence unless they are live UK
            TV.
          </p>
          <p>Where the free matches come from:</p>
        </>
      );
    case 'subscription':
      return (
        <>
          <p>
            Sky Sports is available through Sky, Virgin Media and a NOW membership with no contract;
            TNT Sports through BT, EE, Sky, Virgin Media or its own streaming subscription; Premier
            Sports on Sky, Virgin Media or the Premier Player app.
          </p>
          <p>Who shows the big competitions:</p>
        </>
      );
    case 'streaming':
      return (
        <>
          <p>
            Streaming services need a decent connection: around 15 Mbps for full HD, more for 4K.
            DAZN carries women&rsquo;s football and many foreign leagues; some pay-per-view games
            cost extra on top of a membership.
          </p>
          <p>What the streaming services show:</p>
        </>
      );
  }
}
