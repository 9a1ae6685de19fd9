import { defaultArticleAuthor } from './article';

/**
 * The articles a fresh Kickoff TV install starts with: six guides and two news pieces. Written for
 * this site, UK-specific and correct for the 2026-27 season, and written so they do not date within
 * a rights cycle (no season in a title, no "this season" squads). Prices are deliberately absent:
 * they change too often to seed. Broadcast deals change too, so review these whenever a rights
 * cycle turns over (Premier League 2029, UEFA club competitions 2027).
 */

export interface StartingArticle {
  kind: 'guide' | 'news' | 'blog';
  slug: string; // kebab-case, short, e.g. 'free-to-air-football-uk'
  title: string;
  excerpt: string; // <= 160 chars, a real summary
  sections: string[]; // markdown, 3-6 sections for guides, 1-3 for news; each guide section starts with '## '
  tags: string[]; // 2-5
  keywords: string[]; // 3-6 SEO phrases
  channels: string[]; // channel names mentioned, as the UK writes them
  author: string;
  /** days before the seeding date it counts as published (so the list has an order) */
  publishedDaysAgo: number;
}

const author = defaultArticleAuthor;

export const startingArticles: readonly StartingArticle[] = [
  {
    kind: 'guide',
    slug: 'premier-league-on-tv-uk',
    title: 'Premier League on UK TV: who shows what',
    excerpt:
      'Sky Sports and TNT Sports share the live Premier League rights, Match of the Day has the highlights, and 3pm Saturday games stay off air. Here is how it fits.',
    sections: [
      `## Who has the rights

The current UK deal began in 2025-26 and runs until the end of 2028-29. Only two broadcasters show live Premier League football in the UK:

- **Sky Sports** has by far the largest share, with more than 200 live matches a season.
- **TNT Sports** has a smaller package built around the Saturday lunchtime game.

Amazon Prime Video, which used to show two full rounds of matches each season (including Boxing Day fixtures), has no Premier League games under this deal. For football fans, Prime Video's main live offer in the UK is now a Tuesday night Champions League match (see our [Amazon Prime Video page](/amazonprime)).

The BBC keeps the highlights. **Match of the Day** covers every match on Saturday night, a Sunday edition follows the Sunday games, and both are on BBC One and BBC iPlayer.`,
      `## The usual kick-off slots

Fixture times are moved for television weeks in advance, so the calendar you see in the summer is only a draft. Once the picks are made, most weekends follow a familiar pattern (all times UK time):

- **Saturday 12:30** on TNT Sports, usually TNT Sports 1.
- **Saturday 15:00** matches are not shown live in the UK because of the 3pm blackout.
- **Saturday 17:30** on Sky Sports.
- **Sunday 14:00 and 16:30** on Sky Sports. Matches moved to Sunday afternoon because a club played in Europe on the Thursday are now all shown live on Sky, sometimes several at once across different channels.
- **Friday and Monday 20:00** on Sky Sports when those slots are used.

Midweek rounds are split: Sky shows every match from three midweek rounds a season and TNT Sports every match from two. On the final day of the season all ten matches kick off together and Sky Sports shows every one of them live.

Put simply, every Premier League match that does not kick off at 3pm on a Saturday is now shown live somewhere in the UK.`,
      `## Which Sky and TNT channels to look for

Sky spreads its games across **Sky Sports Premier League** and **Sky Sports Main Event**, with the bigger matches usually on both. When several games are on at once (a Sunday afternoon of rearranged fixtures, or the last day of the season), the extra matches go on other Sky Sports channels and **Sky Sports+**. You do not need a Sky satellite dish: Sky Sports is also sold through **NOW**, on a short contract, and Sky customers can watch on the Sky Go app.

TNT Sports puts its Premier League matches on **TNT Sports 1**, and also sells a streaming-only subscription alongside its deals with TV providers. The app it streams through has changed over the years, so check TNT Sports' own site for the current arrangement.

Our [channel pages](/channels) list what each channel is showing, including [Sky Sports Main Event](/channel/sky-sports-main-event) and [TNT Sports 1](/channel/tnt-sports-1).`,
      `## Finding your club's next televised match

Clubs in Europe see their weekend matches moved most often. Clubs who play on Thursday nights in the Europa League and Conference League usually have their next league match on a Sunday, and Champions League clubs are moved around their midweek games too. Every club, including the newly promoted ones, now appears on television regularly because so many matches are shown.

The quickest way to check is our [Premier League page](/competition/premier-league), which lists every televised match with its UK kick-off time and channel. A match marked "Channel to be confirmed" has a date but no broadcaster yet.`,
      `## If you do not pay for sport

There is no free-to-air live Premier League football in the UK under the current deal. Match of the Day remains the free option, along with highlights and clips on the BBC Sport website and app, and live radio commentary on BBC Radio 5 Live and talkSPORT. Our [free football guide](/free-football-guide) covers everything else you can watch without a subscription.`,
    ],
    tags: ['Premier League', 'Sky Sports', 'TNT Sports', 'Match of the Day'],
    keywords: [
      'Premier League on TV UK',
      'which channel is the Premier League on',
      'Premier League TV rights',
      'Sky Sports Premier League',
      'TNT Sports Premier League',
      'Match of the Day',
    ],
    channels: [
      'Sky Sports',
      'Sky Sports Premier League',
      'Sky Sports Main Event',
      'Sky Sports+',
      'TNT Sports',
      'TNT Sports 1',
      'NOW',
      'BBC One',
      'BBC iPlayer',
      'Amazon Prime Video',
    ],
    author,
    publishedDaysAgo: 14,
  },
  {
    kind: 'guide',
    slug: 'champions-league-format-uk-tv',
    title: 'The Champions League format explained, and where to watch it in the UK',
    excerpt:
      'How the 36-team league phase, knockout play-offs and round of 16 work, and how TNT Sports, Amazon Prime Video and the BBC share the UK coverage.',
    sections: [
      `## One table instead of eight groups

Since 2024-25 the Champions League has no group stage. Instead, 36 clubs play in a single **league phase** with one shared table.

Each club plays eight matches against eight different opponents, four at home and four away. The opponents are drawn from four seeded pots, two from each pot, so every team gets a mix of strong and weaker opposition. Nobody plays everybody, which is why two clubs on the same points can have had very different fixture lists.

The league phase runs from September to late January. The last round is played on a single evening, with every match kicking off at the same time, so qualification places can change minute by minute.`,
      `## Who goes through

The final table decides everything:

- **1st to 8th** go straight into the round of 16.
- **9th to 24th** go into the **knockout phase play-offs**, a two-legged round in February. Clubs finishing 9th to 16th are seeded against those finishing 17th to 24th and play the second leg at home.
- **25th to 36th** are knocked out, with no drop into the Europa League.

From the round of 16 onwards the competition looks familiar: two-legged ties through the quarter-finals and semi-finals, then a single-match final. The bracket is partly fixed by league position, so finishing higher also means an easier path on paper and home advantage in the second leg of the next tie.

The Europa League uses the same format. The Conference League does too, but with six league-phase matches per club instead of eight.`,
      `## Who shows it in the UK

UEFA's current UK deal covers 2024-25 to 2026-27 and splits the live rights two ways:

- **TNT Sports** shows almost every match live, across TNT Sports 1 to 4 and further channels and streams when many games are on at once. It also has the Europa League and Conference League.
- **Amazon Prime Video** has first pick of the Tuesday evening matches and shows one match on most Tuesday nights of the competition. It is included in a standard Prime membership, with no extra sport add-on, and usually features an English club when one is playing that night.

Free-to-air, the **BBC** has a Wednesday night highlights programme, on BBC One and BBC iPlayer, with clips on the BBC Sport website and app. TNT Sports carries its own highlights and goals coverage on the other nights.

The final is on TNT Sports. In several recent seasons the UK rights holder has also made the final free to watch online, but that is decided year by year, so check our listings nearer the time.`,
      `## Kick-off times and match weeks

Champions League matches are mostly on Tuesday and Wednesday nights, at **17:45** and **20:00** UK time (one hour behind the 18:45 and 21:00 you may see on European listings). The early slot has fewer games. The first week of the league phase is spread across three nights, so a few matches are on a Thursday.

Because TNT Sports shows so many games at once, the channel number matters: Arsenal might be on TNT Sports 1 while Liverpool are on TNT Sports 2 and Real Madrid against Bayern Munich is on a third channel. Amazon's Tuesday choice is announced before each round, and any game it takes is not on TNT Sports.`,
      `## English clubs

England usually has five or more clubs in the league phase: the top of the Premier League, plus any extra places UEFA gives the strongest leagues of the previous season and the Europa League winner. They are joined by the usual European heavyweights, such as Real Madrid, Barcelona, Bayern Munich and Paris Saint-Germain.

Our [Champions League page](/competition/champions-league) lists every match with its UK channel, and the [Amazon Prime Video page](/amazonprime) shows which Tuesday matches are streaming there.`,
    ],
    tags: ['Champions League', 'TNT Sports', 'Amazon Prime Video', 'Explainers'],
    keywords: [
      'Champions League format explained',
      'Champions League league phase',
      'Champions League knockout play-offs',
      'Champions League on TV UK',
      'Champions League Amazon Prime Tuesday',
    ],
    channels: [
      'TNT Sports',
      'TNT Sports 1',
      'TNT Sports 2',
      'Amazon Prime Video',
      'BBC One',
      'BBC iPlayer',
    ],
    author,
    publishedDaysAgo: 12,
  },
  {
    kind: 'guide',
    slug: 'championship-play-offs-on-tv',
    title: 'Championship play-offs on TV: how they work and where to watch',
    excerpt:
      'The Championship play-offs decide the last promotion place to the Premier League. How the semi-finals and Wembley final work, and why Sky Sports shows them.',
    sections: [
      `## How the play-offs work

The Championship has 24 clubs, each playing 46 league matches. The top two are promoted to the Premier League automatically. The clubs finishing third to sixth go into the play-offs for the third and final promotion place.

The semi-finals are played over two legs: **third against sixth** and **fourth against fifth**, with the higher-placed club at home in the second leg. If a tie is level on aggregate after both legs, it goes to extra time and then penalties. Away goals do not count.

The two winners meet in a single match at **Wembley**, normally in the second half of May, around the end of the Premier League season. The winner is promoted. Because a season in the Premier League is worth so much to a club, the final is often called the most valuable match in world football. Sunderland won the 2025 final against Sheffield United to end eight years outside the top flight.`,
      `## Which channel shows the play-offs

**Sky Sports** holds the live rights to the English Football League until the end of 2028-29, and the play-offs are part of that deal. Every Championship semi-final leg and the final are shown live, as are the League One and League Two play-offs.

The Championship games are normally on **Sky Sports Main Event** or **Sky Sports Football**, with other Sky channels and **Sky Sports+** used when matches overlap. You can also watch on the Sky Go app if you have Sky Sports at home, or through a NOW Sports membership if you do not have a Sky contract.

The semi-final dates and kick-off times are confirmed only once the regular season is over, and the gap between the last league game and the first leg is short, so the fixtures often appear at short notice. Our [weekend listings](/football-on-tv-this-weekend) and the [Sky Sports Main Event page](/channel/sky-sports-main-event) show them as soon as they are announced.`,
      `## Is there free-to-air coverage?

Not of the live matches, as a rule. ITV has carried EFL highlights programmes in recent seasons on ITV4 and ITVX, and it shows a small number of regular-season Championship matches live alongside Sky. Whether any play-off match is also shown free-to-air depends on arrangements made each season, so do not assume it: if one is, our listings will mark it as free-to-air.

Radio is the reliable free option. National radio carries the finals, and BBC local radio stations usually have full commentary on the clubs in their area.`,
      `## The other Wembley finals

The Championship final is one of three EFL play-off finals at Wembley, usually over the same long weekend in late May:

- **League One** uses the same format as the Championship, with third to sixth in the play-offs.
- **League Two** promotes three clubs automatically, so its play-offs are for the teams finishing **fourth to seventh**.

All three finals are on Sky Sports. The League One and League Two finals are smaller occasions but often just as dramatic, and they are shown on the same channels.`,
      `## Following the race before the play-offs

The run-in matters as much as the play-offs themselves. Sky shows every match on the final day of the EFL season live, with all the Championship games kicking off together, so you can follow who finishes sixth and who misses out. Clubs just relegated from the Premier League are usually among the favourites for a top-six place, alongside the division's biggest spenders.

Our [Championship page](/competition/championship) lists every televised match with its UK kick-off time and channel for the whole season, including the play-off dates once they are fixed.`,
    ],
    tags: ['Championship', 'EFL', 'Play-offs', 'Sky Sports'],
    keywords: [
      'Championship play-offs on TV',
      'Championship play-off final channel',
      'how do the Championship play-offs work',
      'EFL play-offs Sky Sports',
      'Wembley play-off final',
    ],
    channels: [
      'Sky Sports',
      'Sky Sports Main Event',
      'Sky Sports Football',
      'Sky Sports+',
      'NOW',
      'ITV4',
      'ITVX',
    ],
    author,
    publishedDaysAgo: 10,
  },
  {
    kind: 'guide',
    slug: 'free-to-air-football-uk',
    title: 'Free-to-air football in the UK: what you can watch without a subscription',
    excerpt:
      'From Match of the Day to live FA Cup ties, the WSL, Carabao Cup and World Cup: what free-to-air football the BBC, ITV, S4C and others show.',
    sections: [
      `## What free-to-air means

Free-to-air football is shown on channels you can watch without a sports subscription: the BBC, ITV, Channel 4, Channel 5, S4C, STV and their streaming players. Free-to-air does not mean licence-free, though. You need a TV Licence to watch or record any programme as it is being shown live, on any channel or device, and to watch BBC programmes on BBC iPlayer, live or on demand.

You will not see live Premier League or Champions League football this way, but there is more free football than many people think, especially in cup competitions and women's football. Our [free football guide](/free-football-guide) lists every free-to-air match in the coming days, and every listing on the site has a free-to-air filter.`,
      `## Men's club football

- **Premier League highlights.** Match of the Day on BBC One covers every game on Saturday night, with a Sunday edition for the Sunday matches. Both are on BBC iPlayer.
- **FA Cup.** Since 2025-26 the FA Cup is shared between TNT Sports and the BBC. The BBC shows two live matches from each round up to the quarter-finals, one semi-final and the final, which is shown on both channels.
- **Carabao Cup.** Sky Sports shows the competition, but ITV also shows selected ties live through the competition, including a semi-final and the final, on ITV1 or ITV4 and ITVX.
- **EFL.** ITV shows EFL highlights and simulcasts a handful of live Championship matches each season with Sky Sports.
- **Champions League.** The BBC has a Wednesday night highlights programme on BBC One during Champions League weeks, and clips on the BBC Sport website and app.`,
      `## Women's football

The BBC shows live Women's Super League matches each season on BBC One, BBC Two and BBC iPlayer, with Sky Sports showing the rest of the televised games. The BBC has also long been the home of the Women's FA Cup, including the final. WSL 2 matches are streamed free on the league's YouTube channel.

England Women's matches are usually free-to-air too, on the BBC or ITV.`,
      `## International football

The men's World Cup and European Championship tournaments are listed events, which means they must be offered to free-to-air broadcasters. In practice the BBC and ITV share them, as they did the 2026 World Cup in the United States, Canada and Mexico. The two have also shared recent women's World Cups and European Championships.

England men's qualifiers and friendlies have been free-to-air in recent seasons, mostly on ITV, with Channel 4 having shown some. Scotland, Wales and Northern Ireland matches have been split between free and pay channels depending on the deal, so check the listing for each game.

Channel 4 and Channel 5 pick up football only occasionally, such as a one-off international or a highlights package. When they do, it appears in our listings with a free-to-air label.`,
      `## Scotland and Wales

**BBC Scotland** has Sportscene, its Scottish Premiership highlights programme, and has shown live Scottish Cup matches alongside Premier Sports in recent seasons. **BBC Alba** shows selected live Scottish league matches with Gaelic commentary.

**S4C** covers the Cymru Premier, the Welsh top flight, through its Sgorio programme, with live matches on S4C and S4C Clic, and has shown Wales internationals with Welsh-language commentary.`,
      `## Free options that need no TV at all

Live radio commentary on BBC Radio 5 Live, talkSPORT and BBC local radio does not need a TV Licence, and it is not affected by the 3pm Saturday blackout. Some leagues and clubs also show matches for free on their official YouTube channels. These are legitimate, unlike unofficial streams of pay-TV matches, which are unlicensed and which we never list.`,
    ],
    tags: ['Free-to-air', 'BBC', 'ITV', 'S4C'],
    keywords: [
      'free football on TV UK',
      'free-to-air football',
      'watch football without Sky',
      'FA Cup on BBC',
      'free WSL matches',
      'Match of the Day',
    ],
    channels: [
      'BBC One',
      'BBC Two',
      'BBC iPlayer',
      'BBC Scotland',
      'BBC Alba',
      'ITV1',
      'ITV4',
      'ITVX',
      'Channel 4',
      'Channel 5',
      'S4C',
      'S4C Clic',
      'STV',
      'TNT Sports',
      'Sky Sports',
      'Premier Sports',
      'WSL2 YouTube',
    ],
    author,
    publishedDaysAgo: 8,
  },
  {
    kind: 'guide',
    slug: 'vpn-football-streaming-uk',
    title: 'VPNs and football streaming in the UK: what is allowed and what is not',
    excerpt:
      "Using a VPN is legal in the UK, but using one to get round a streaming service's rules or to watch unlicensed streams is another matter. A careful guide.",
    sections: [
      `## Using a VPN is not illegal in the UK

A virtual private network (VPN) sends your internet traffic through another server, often in another country. Plenty of people use them every day for ordinary reasons: working from home, protecting their connection on public Wi-Fi, or keeping their browsing private. Owning or using a VPN is not against the law in the UK.

The question is what you use it for. Football rights are sold country by country, so a match can be on a different service, or at a different time, depending on where you are. A VPN can make it look as if you are somewhere else, and that is where problems can start.

This guide is general information to help you make sensible choices. It is not legal advice, and if you need advice about your own situation you should speak to a qualified adviser.`,
      `## Breaking a service's terms

Almost every streaming service, in the UK and abroad, says in its terms that you may use it only in the countries it is licensed for, and many say you must not use a VPN or similar tool to hide your location. Using a VPN to sign up to an overseas service, to watch a match that is not licensed for the UK, or to reach a different version of a service is likely to break those terms.

The usual consequence is practical rather than criminal: the service can block the VPN, refuse to play the stream, or close your account, often without a refund. It also matters whose rules you are breaking. A match shown abroad at 3pm on a Saturday is licensed for that country only, and the reason it is not on UK television is the 3pm blackout.

Pubs, clubs and other businesses are a separate case. Showing football to customers needs a commercial subscription, and using a domestic one instead, or a foreign service, can lead to legal action by the rights holder.`,
      `## Unlicensed streams are a different matter

Websites, apps and "fully loaded" boxes or sticks that offer Sky Sports, TNT Sports and foreign channels for a small fee (or free, with adverts) are not licensed to show that football. Whether or not you use a VPN to reach them, they are unlicensed.

- Selling or supplying these services is a criminal offence, and people running them in the UK have been given prison sentences.
- Watching them is not safe ground either. Accessing unlicensed streams can amount to copyright infringement, and enforcement bodies have contacted subscribers of illegal services.
- The Premier League and other rights holders obtain court orders that require the main UK internet providers to block illegal streams while matches are on.

There are practical risks too. Illegal streaming services are not regulated, so payment details handed over to them can be misused, and the apps and sites are a common source of malware and scams.`,
      `## Watching while you are abroad

Going the other way, from a UK subscription to watching outside the UK, depends on the provider. Some let you use their app for a limited time while travelling; others restrict it. Check your provider's help pages before you go rather than relying on a VPN. In many countries the local broadcaster will have the same match, often on a service you can buy for a short period.`,
      `## Legal ways to watch in the UK

- **Free-to-air:** Match of the Day, selected FA Cup and Carabao Cup matches, the WSL on the BBC, and the World Cup and Euros on the BBC and ITV. See our [free football guide](/free-football-guide).
- **Subscriptions on short contracts:** Sky Sports is available through NOW without a long contract, and TNT Sports sells a streaming-only option.
- **Amazon Prime Video:** one Champions League match on most Tuesday nights in the competition, included with Prime. See our [Amazon Prime Video page](/amazonprime).
- **Pubs and clubs** with a proper commercial subscription.
- **Radio:** live commentary on BBC Radio 5 Live, talkSPORT and BBC local radio, including 3pm Saturday matches.

Our [channel guide](/channels) explains who shows what, so you can pick the one service that covers the football you actually watch.`,
    ],
    tags: ['Streaming', 'VPN', 'Explainers'],
    keywords: [
      'is it legal to use a VPN to watch football UK',
      'VPN football streaming UK',
      'illegal football streams UK',
      'legal ways to watch football UK',
      'watch football abroad',
    ],
    channels: ['Sky Sports', 'TNT Sports', 'NOW', 'Amazon Prime Video', 'BBC One', 'ITV1'],
    author,
    publishedDaysAgo: 6,
  },
  {
    kind: 'guide',
    slug: 'la-liga-on-tv-uk',
    title: 'How to watch La Liga in the UK',
    excerpt:
      'La Liga is on Premier Sports and LALIGATV in the UK. Which channels to look for, what UK kick-off times to expect, and why some Saturday games are missing.',
    sections: [
      `## Who shows La Liga in the UK

Live La Liga football in the UK is on **Premier Sports** and **LALIGATV**, a dedicated channel run with the league itself. Between them they show the matches the UK rules allow, which is most of each round.

- **Premier Sports 1** and **Premier Sports 2** carry the bigger games, including El Clásico between Real Madrid and Barcelona.
- **LALIGATV** shows further live matches, plus replays, highlights and magazine programmes.

Both normally come together in the Premier Sports package. You can add it on Sky or Virgin Media, or stream it through the **Premier Player** app without a TV contract. LALIGATV has also been offered as an add-on channel through Amazon Prime Video in the past; check the current options before you subscribe, as these arrangements change.

For three seasons up to 2024-25, ITV also showed a small number of Sunday evening matches free-to-air. There is no guarantee of free-to-air La Liga in any given season, so check our listings: any free match will carry a free-to-air label.`,
      `## UK kick-off times

Spain is one hour ahead of the UK, so the kick-off you see on Spanish listings is an hour later than the UK time. A round is usually spread from Friday night to Monday night, with typical UK kick-offs of 13:00, 15:15, 17:30 and 20:00 at weekends and 20:00 on weekday evenings. The exact slots are set round by round, often only a couple of weeks ahead.

Spanish clubs' Champions League and Europa League matches are not part of this deal. Those are on TNT Sports and, for one Tuesday match a week in the Champions League, Amazon Prime Video.`,
      `## Why some Saturday matches are missing

A La Liga game that kicks off at 16:15 in Spain on a Saturday starts at 15:15 UK time, inside the 3pm blackout (14:45 to 17:15 on Saturdays). UK broadcasters are not allowed to show any live football in that window, foreign leagues included, so that match is not shown live in the UK. It will usually be available later as a replay or in highlights on LALIGATV.

The same slot on a Sunday is not affected, so a 15:15 Sunday kick-off is shown live as normal. Our listings mark blacked-out matches as "Not shown live in the UK (3pm blackout)" so you are not left searching for a channel that does not exist.`,
      `## Matches worth planning for

- **El Clásico:** Real Madrid against Barcelona, twice a season in the league, is the biggest game in Spanish football. It is on Premier Sports unless it falls in the Saturday blackout, which has happened.
- **The Madrid derby:** Real Madrid against Atletico Madrid.
- **The Basque derby:** Athletic Club against Real Sociedad.
- **The Seville derby:** Sevilla against Real Betis, one of the most atmospheric fixtures in Europe.

British players at Spanish clubs draw extra interest in the UK, so their clubs' matches are often among the first picks for UK television.`,
      `## Other Spanish football

The Copa del Rey, Spain's main cup competition, is sold separately from the league, and its later rounds have been on Premier Sports in recent seasons.

Our [La Liga page](/competition/la-liga) lists every televised match with its UK kick-off time and channel, and our [channel guide](/channels) has a page for each Premier Sports channel.`,
    ],
    tags: ['La Liga', 'Premier Sports', 'LALIGATV', 'Spanish football'],
    keywords: [
      'La Liga on TV UK',
      'how to watch La Liga in the UK',
      'El Clasico UK channel',
      'Premier Sports La Liga',
      'LALIGATV',
    ],
    channels: [
      'Premier Sports 1',
      'Premier Sports 2',
      'LALIGATV',
      'Premier Player',
      'Amazon Prime Video',
      'ITV4',
      'TNT Sports',
    ],
    author,
    publishedDaysAgo: 4,
  },
  {
    kind: 'news',
    slug: 'which-channel-is-my-team-on',
    title: 'How to find which channel is showing your team this weekend',
    excerpt:
      'A quick routine for checking whether your team is on TV this weekend, which channel it is on, and whether you can watch it free.',
    sections: [
      `Most weekends the same question comes up: is the match on, and where? Broadcasters announce their picks weeks in advance, but moves for cup ties and European fixtures mean the time you remember from the summer may not be the time it kicks off. Here is the quickest way to check.

**Start with the weekend page.** Our [football on TV this weekend](/football-on-tv-this-weekend) page lists every televised match from Friday evening to Sunday night, in UK time, grouped by day. Each match shows its channel, and whether that channel is free-to-air or needs a subscription.

**Search for your team.** Type the club name into the search box (Arsenal, Manchester United, Celtic, Wrexham or anyone else) to see every listed match for that team, not just this weekend's. Use "Add to my teams" on a team to keep it in "My teams" in your browser, so your clubs are easy to find next time.

**Read the labels.** Three labels explain most of the confusion:

- **Channel to be confirmed** (TBC on many listings) means the match has a date but no confirmed broadcaster yet. Picks usually come a few weeks ahead, so check back nearer the time.
- **Not shown live in the UK (3pm blackout)** appears for Saturday games kicking off between 14:45 and 17:15. No UK channel is allowed to show them live.
- **Not televised** means no UK broadcaster has picked the match up.

**Only want free matches?** Switch on the free-to-air filter, or go straight to our [free football guide](/free-football-guide).

**Watching abroad-based football?** Real Madrid and Barcelona matches are on Premier Sports and LALIGATV, while Champions League nights are split between TNT Sports and Amazon Prime Video. Our [channel guide](/channels) explains who shows each competition.`,
    ],
    tags: ['How to', 'TV listings'],
    keywords: [
      'what channel is the football on this weekend',
      'is my team on TV',
      'football on TV this weekend',
      'football TV guide UK',
    ],
    channels: ['Premier Sports 1', 'LALIGATV', 'TNT Sports', 'Amazon Prime Video'],
    author,
    publishedDaysAgo: 2,
  },
  {
    kind: 'news',
    slug: '3pm-blackout-explained',
    title: 'What the 3pm blackout means for Saturday football',
    excerpt:
      'Why no UK channel shows live football between 14:45 and 17:15 on a Saturday, which matches it affects, and how to follow them instead.',
    sections: [
      `Every Saturday, from 14:45 to 17:15, UK broadcasters show no live football at all. This "closed period" is why the most common kick-off time in English football is the one you cannot watch on television.

**Where it comes from.** European football's rules allow each national football association to block live broadcasts for two and a half hours at the weekend, to protect attendances at matches in the lower leagues and grassroots football. The English FA has kept the Saturday afternoon slot closed for decades, and broadcasters across the UK observe it.

**What it covers.** The blackout applies to all live football, not just English matches. Premier League and EFL games kicking off at 3pm are not shown, and neither are foreign matches in the same window: a La Liga or Serie A game starting at 15:15 UK time will not be on a UK channel either. EFL clubs cannot stream their 3pm matches live to supporters in the UK, though supporters overseas have often been able to watch them through club streaming services.

**What it does not cover.** Radio commentary is unaffected, so BBC Radio 5 Live, talkSPORT and BBC local radio still carry Saturday afternoon matches live. Highlights shown after the matches are not affected, which is why Match of the Day can show every goal on Saturday night. Sunday matches are not blacked out. The best-known exception is the FA Cup final, which for decades kicked off at 3pm on a Saturday and was still shown live.

**How we show it.** In our listings a Saturday match that kicks off during the closed period with no channel is marked "Not shown live in the UK (3pm blackout)", so you know not to look for it. Our [weekend page](/football-on-tv-this-weekend) shows everything that is on either side of it.

Watching a 3pm match through a foreign service, with or without a VPN, is not a way round the rule: it usually breaks that service's terms, and unofficial streams are unlicensed. Our [guide to VPNs and football streaming](/blog/vpn-football-streaming-uk) explains why.`,
    ],
    tags: ['3pm blackout', 'Explainers'],
    keywords: [
      '3pm blackout',
      'why are 3pm games not on TV',
      'Saturday 3pm football TV',
      'football closed period UK',
    ],
    channels: ['BBC One'],
    author,
    publishedDaysAgo: 1,
  },
];
