/** Short original guides for the free-to-air, subscription and streaming pages. */
export function WatchGuide({ guide }: { guide: 'free-to-air' | 'subscription' | 'streaming' }) {
  switch (guide) {
    case 'free-to-air':
      return (
        <div className="prose-text">
          <p>
            Free-to-air means no subscription: you need a TV licence for live BBC, ITV, Channel 4,
            Channel 5 and S4C broadcasts, on a TV or on their apps (BBC iPlayer, ITVX, Channel 4 and
            My5). The BBC and ITV share the FA Cup and the big international tournaments,{' '}
            <em>Match of the Day</em> shows Premier League highlights, and the BBC carries
            Women&rsquo;s Super League games most weekends.
          </p>
          <p>
            Many leagues also stream free on YouTube or their own sites, such as the
            Bundesliga&rsquo;s and the Saudi Pro League&rsquo;s channels and FIFA+ for some youth
            and women&rsquo;s tournaments. Those need no licence unless they are live UK TV.
          </p>
        </div>
      );
    case 'subscription':
      return (
        <div className="prose-text">
          <p>
            Most live Premier League games are on Sky Sports and TNT Sports, with a few rounds on
            Amazon Prime Video. Sky Sports also has the EFL and the Scottish Premiership; TNT Sports
            has the Champions League and Europa League; Premier Sports shows La Liga and the
            Scottish League Cup.
          </p>
          <p>
            Sky Sports is available through Sky, Virgin Media and a NOW membership with no contract;
            TNT Sports through BT, EE, Sky, Virgin Media or the discovery+ app.
          </p>
        </div>
      );
    case 'streaming':
      return (
        <div className="prose-text">
          <p>
            Amazon Prime Video shows selected Premier League and Champions League matches to Prime
            members, and some pay-per-view games cost extra. DAZN carries women&rsquo;s football and
            many foreign leagues; Apple TV has every MLS match.
          </p>
          <p>Streaming needs a decent connection: around 15 Mbps for full HD, more for 4K.</p>
        </div>
      );
  }
}
