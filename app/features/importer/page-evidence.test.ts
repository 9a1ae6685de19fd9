// The evidence any page gives, read wherever it stands: each case is a listing written for
// these tests in a shape real pages use (print columns, lead-in lines, month headings, prose
// that names the broadcaster, copy damage), never a copy of one publisher's page.
import { describe, expect, it } from 'vitest';
import { parseFixtureText } from './parse-fixture-text';
import { segmentsOf } from './segments';
import { repairMojibake } from './repair-mojibake';
import { readFields } from './key-value-record';
import { unknownChannelNote } from './listing-lines';
import { eveningTime, findDates, findTimes, otherSportIn, readsBareTimesAsEvening } from './spans';

type Row = [
  date: string | null,
  time: string,
  home: string,
  away: string,
  channels: string,
  status?: string,
];

function rows(text: string, today: string): Row[] {
  return parseFixtureText(text, { today }).fixtures.map((f): Row => {
    const row: Row = [
      f.date,
      f.time,
      f.homeTeam,
      f.awayTeam,
      f.channels.map((c) => c.raw).join(', '),
    ];
    if (f.channelStatus !== 'listed') row.push(f.channelStatus);
    return row;
  });
}

describe('spans', () => {
  it.each([
    ['Saturday 18: Leeds v Hull', '2027-08-01', '2027-09-18'],
    ['Sun 3rd: Leeds v Hull', '2027-10-01', '2027-10-03'],
    ['(Saturday 5pm)', '2027-03-03', '2027-03-06'],
    ['a busy day of sport on Saturday.', '2027-03-03', '2027-03-06'],
    ["Thursday's best bets", '2027-03-03', '2027-03-04'],
    ['Boxing Day', '2027-12-01', '2027-12-26'],
    ['CHRISTMAS EVE', '2027-12-01', '2027-12-24'],
    ["New Year's Eve", '2027-12-20', '2027-12-31'],
    ['Hogmanay', '2027-12-20', '2027-12-31'],
    ["St Stephen's Day", '2027-12-20', '2027-12-26'],
    ["New Year's Day", '2027-12-20', '2028-01-01'],
    ['03-Feb-24', '2024-01-20', '2024-02-03'],
  ])('%j on %s is %s', (text, today, date) => {
    expect(findDates(text, today)[0]?.reading).toMatchObject({ date });
  });

  it.each(['Leeds v Sheffield Wednesday', 'Monday Night Football', 'Super Sunday live'])(
    '%j names no day',
    (text) => expect(findDates(text, '2027-03-03')).toEqual([]),
  );

  it.each([
    ['1500: Spain v Italy', '15:00'],
    ['Spain v Italy 1600 BST', '16:00'],
    ['kick-off 1945hrs', '19:45'],
  ])('%j holds the time %s', (text, time) => {
    expect(findTimes(text)[0]?.time).toBe(time);
  });

  it.each([
    ['Six Nations Rugby', 'Six Nations'],
    ['United Rugby Championship', 'Rugby'],
    ['GAA Beo', 'GAA'],
    ['Premier League', null],
    ["Women's Super League", null],
  ])('%j names another sport: %s', (text, sport) => {
    expect(otherSportIn(text)).toBe(sport);
  });

  it.each([
    ['Kick-off: 8pm', ['time']],
    ['Match: A v B | TV: ITV1 | Best odds: A 1/2', ['event', 'channel', 'other']],
    ['- Channel: BBC Two', ['channel']],
    [
      'Date: Saturday 3 May Venue: Windsor Park, Belfast Kick-off: 14:30',
      ['date', 'venue', 'time'],
    ],
    // Words that end names are not keys inside a line.
    ['Match: Premier League: Arsenal v Chelsea', ['event']],
    ['TV: Sky Sports Main Event: live', ['channel']],
  ])('%j is a line of fields', (text, kinds) => {
    expect(readFields(text)?.map((field) => field.kind)).toEqual(kinds);
  });

  it.each(['Note: kick-off may change', 'Best odds: 4/6', 'Hull v Stoke: tight tussle'])(
    '%j is not a line of fields',
    (text) => expect(readFields(text)).toBeNull(),
  );

  it.each([
    ['RTÉ 2', 'Not a UK channel: "RTÉ 2" is Irish, kept as written'],
    ['ESPN2', 'Not a UK channel: "ESPN2" is US, kept as written'],
    ['Setanta Sports 1', 'Channel "Setanta Sports 1" is not in the catalogue: kept as written'],
    ['Mystery Stream TV', 'Unknown channel "Mystery Stream TV": kept as written'],
  ])('says what %j is', (name, note) => {
    expect(unknownChannelNote(name)).toBe(note);
  });

  it('reads four figures alone as a year, not a time', () => {
    expect(findTimes('World Cup 2026 on the BBC')).toEqual([]);
  });

  it('reads a bare one-digit hour as evening only on a page with no 24-hour afternoon', () => {
    expect(findTimes('(7.45)')[0]).toMatchObject({ time: '07:45', bare: true });
    expect(eveningTime('07:45')).toBe('19:45');
    expect(eveningTime('11:30')).toBe('11:30');
    expect(readsBareTimesAsEvening('Hull v Derby (7.45)\nLeeds v Stoke (3pm)')).toBe(true);
    expect(readsBareTimesAsEvening('07:30 Perth v Sydney\n19:45 Hull v Derby')).toBe(false);
  });

  it.each([
    ['AtlÃ©tico Madrid', 'Atlético Madrid'],
    ['Barcelona v Girona â€“ LaLigaTV', 'Barcelona v Girona – LaLigaTV'],
    ['Ross County v HibernianÂ ', 'Ross County v Hibernian '],
    ['São Paulo v Grêmio', 'São Paulo v Grêmio'],
  ])('repairs copy damage: %j', (text, repaired) => {
    expect(repairMojibake(text)).toBe(repaired);
  });

  it('cuts a print column at its inline sport labels and a glued day heading', () => {
    expect(segmentsOf('Saturday 4 May: Leeds v Hull (3pm) BBC One')).toBeNull();
    expect(
      segmentsOf(
        'SOCCER: Premiership, Hearts v Hibs – Sky Sports 1 7pm. DARTS: Grand Slam – ITV4 7pm',
      ),
    ).toEqual([
      'SOCCER: Premiership, Hearts v Hibs – Sky Sports 1 7pm.',
      'DARTS: Grand Slam – ITV4 7pm',
    ]);
    expect(segmentsOf('Group B: Wales v Peru (19:00, Cardiff)Tuesday 9 June')).toEqual([
      'Group B: Wales v Peru (19:00, Cardiff)',
      'Tuesday 9 June',
    ]);
  });
});

describe('record shapes', () => {
  it.each<[string, string, string, Row[]]>([
    [
      'a print column: sports run together, items split by semicolons, time after the channel',
      '2027-04-16',
      `Today
SOCCER: Championship, Stoke v Luton – Sky Sports 2 7.45pm; Ligue 1, Lens v Nice – TNT Sports 3 8pm. RUGBY LEAGUE: Super League, Wigan v Hull KR – Sky Sports 1 8pm. SNOOKER: World Championship – BBC Two 10am.`,
      [
        ['2027-04-16', '19:45', 'Stoke', 'Luton', 'Sky Sports 2'],
        ['2027-04-16', '20:00', 'Lens', 'Nice', 'TNT Sports 3'],
      ],
    ],
    [
      'month headings over weekday-and-day rows, a lead-in that gives the channel and the time',
      '2027-08-10',
      `All Premier Sports games are at 5.30pm:
August
Saturday 14: Dundee v Hibs
Saturday 28: Motherwell v Aberdeen
September
Saturday 11: Kilmarnock v Rangers`,
      [
        ['2027-08-14', '17:30', 'Dundee', 'Hibs', 'Premier Sports'],
        ['2027-08-28', '17:30', 'Motherwell', 'Aberdeen', 'Premier Sports'],
        ['2027-09-11', '17:30', 'Kilmarnock', 'Rangers', 'Premier Sports'],
      ],
    ],
    [
      'the weekday inside the row, the channel before it; a crawl date above that must not win',
      '2027-01-14',
      `Mon 3 Mar 2031
Arsenal v Wolves: Sky Sports Main Event, Saturday 12.30pm
Leicester v Everton (Sunday 2pm) - TNT Sports 1`,
      [
        ['2027-01-16', '12:30', 'Arsenal', 'Wolves', 'Sky Sports Main Event'],
        ['2027-01-17', '14:00', 'Leicester', 'Everton', 'TNT Sports 1'],
      ],
    ],
    [
      'holiday headings, comma rows with four-figure times, a programme name beside the channel',
      '2027-12-20',
      `Boxing Day
Racing from Kempton, ITV1, 1pm
Leeds v Burnley, Championship, Sky Sports Football, 1230
Celtic v Hearts, Friday Night Football, Sky Sports 1, 1945`,
      [
        ['2027-12-26', '12:30', 'Leeds', 'Burnley', 'Sky Sports Football'],
        ['2027-12-26', '19:45', 'Celtic', 'Hearts', 'Sky Sports 1'],
      ],
    ],
    [
      'a bracketed time with no am/pm on a 12-hour page, a leading dash before the channel',
      '2027-02-05',
      `Saturday, February 6
Fulham vs Wigan (12.30pm) - BBC One
Tuesday, February 9
Barnsley vs Luton (7.45) - BBC Red Button`,
      [
        ['2027-02-06', '12:30', 'Fulham', 'Wigan', 'BBC One'],
        ['2027-02-09', '19:45', 'Barnsley', 'Luton', 'BBC Red Button'],
      ],
    ],
    [
      'a date heading in brackets, a sport label and the channel before the time',
      '2027-10-30',
      `TUESDAY (Nov 2nd)
RUGBY – Premier Sports 1 – URC – 7.35pm Ulster v Munster
SOCCER – TNT Sports 1 – Serie A – 5.30pm Genoa v Lecce ; 7.45pm Roma v Inter`,
      [
        ['2027-11-02', '17:30', 'Genoa', 'Lecce', 'TNT Sports 1'],
        ['2027-11-02', '19:45', 'Roma', 'Inter', 'TNT Sports 1'],
      ],
    ],
    [
      'a date heading that ends in its competition; the channel only in the opening prose',
      '2027-08-01',
      `Sky Sports today announced the first League One matches it will show live.
Friday 6th August 2027 – League One
Reading v Bolton – 7.45pm
Saturday 7th August – League One
Barnsley v Wigan – 12.30pm`,
      [
        ['2027-08-06', '19:45', 'Reading', 'Bolton', 'Sky Sports'],
        ['2027-08-07', '12:30', 'Barnsley', 'Wigan', 'Sky Sports'],
      ],
    ],
    [
      'a title naming the teams, then several fields on one line with no pipes and a coverage line',
      '2027-05-01',
      `Irish Cup final: Larne v Glentoran
Date: Saturday 8 May Venue: Windsor Park, Belfast Kick-off: 15:00 BST
Coverage: Watch live on BBC One NI & BBC iPlayer from 14:15, also live on BBC Radio Ulster. Text updates on the website.`,
      [['2027-05-08', '15:00', 'Larne', 'Glentoran', 'BBC One NI, BBC iPlayer']],
    ],
    [
      'teams before a colon, then the day, the kick-off and a sentence of channels with a note',
      '2027-03-01',
      `- Wales v Iceland: Thursday 25th March, kick-off 19:45. S4C, BBC Two Wales [Welsh commentary], iPlayer.
- Wales v Peru: Monday 29th March, kick-off 20:00. S4C & BBC Scotland TV`,
      [
        ['2027-03-25', '19:45', 'Wales', 'Iceland', 'S4C, BBC Two Wales, iPlayer'],
        ['2027-03-29', '20:00', 'Wales', 'Peru', 'S4C, BBC Scotland TV'],
      ],
    ],
    [
      'a title repeated above a record of three lines: teams, the day, then channel and time',
      '2027-03-02',
      `Celtic v Benfica

Celtic v Benfica
Thursday 25th February
Channel 4 20:00

A review of the night follows here, with a great deal more to say about it.`,
      [['2027-02-25', '20:00', 'Celtic', 'Benfica', 'Channel 4']],
    ],
    [
      'a note in brackets holding another time; a photo caption whose year is not a kick-off',
      '2027-06-10',
      `Hungary v Austria at the Puskás Aréna, Budapest in 2019 - Photo by a reader
Saturday, 12 June
11:00pm ITV Hungary v Austria (Originally scheduled for 2:00am kick-off time)`,
      [['2027-06-12', '23:00', 'Hungary', 'Austria', 'ITV']],
    ],
    [
      'a broadcaster’s name starting the home team of a row that names its channel after',
      '2027-06-10',
      `Saturday, 12 June
15:00 Fox Rovers v Aaa - BBC One
17:30 ITV Brazil v Croatia`,
      [
        ['2027-06-12', '15:00', 'Fox Rovers', 'Aaa', 'BBC One'],
        ['2027-06-12', '17:30', 'Brazil', 'Croatia', 'ITV'],
      ],
    ],
    [
      'a keyless cell beside keyed ones on a pipe line, under a US-order date; odds lines between',
      '2027-10-21',
      `Saturday, October 23, 2027
Swansea v Cardiff
Championship | Kick-off: 12:30pm BST | TV: Sky Sports Football
Swansea 6/4 | Draw 9/4 | Cardiff 2/1
Tip: both teams to score @ 4/5
Leeds v Hull
Championship | Kick-off: 3:00pm BST | TV: Not selected for live UK broadcast`,
      [
        ['2027-10-23', '12:30', 'Swansea', 'Cardiff', 'Sky Sports Football'],
        ['2027-10-23', '15:00', 'Leeds', 'Hull', '', 'not-televised'],
      ],
    ],
    [
      'two-line records: teams, then day • time • channel; a channel still to be confirmed',
      '2027-09-20',
      `St Mirren v Ross County
Fri 24 Sep • 7.45pm • BBC Alba

Dundee v Partick Thistle
Sat 25 Sep • 12.15pm • TV TBC`,
      [
        ['2027-09-24', '19:45', 'St Mirren', 'Ross County', 'BBC Alba'],
        ['2027-09-25', '12:15', 'Dundee', 'Partick Thistle', '', 'tbc'],
      ],
    ],
    [
      'weekday and numeric day headings, sport emoji after the time naming other sports',
      '2027-01-15',
      `FRI 15/01 – TONIGHT
19.45  ⚽ Championship: Stoke v Derby — Sky Sports Football
20.00  🏉 Champions Cup: Ulster v Toulon — Premier Sports 1
SAT 16/01
12.30  ⚽ Premier League: Fulham v Wolves — TNT Sports 1
13.00  🎱 Snooker: The Masters — BBC Two`,
      [
        ['2027-01-15', '19:45', 'Stoke', 'Derby', 'Sky Sports Football'],
        ['2027-01-16', '12:30', 'Fulham', 'Wolves', 'TNT Sports 1'],
      ],
    ],
    [
      'a forum post: bare weekday headings (Weds), bare evening times, asides in brackets and stars',
      '2027-06-13',
      `TONIGHT
Rep of Ireland v Spain 7.45 ITV1 (if you can bear to watch)
WEDS
Austria v Poland 5pm BBC1 - COME ON!!!
Wales v Italy (opening game) 8pm BBC1   *** pints half price ***`,
      [
        ['2027-06-13', '19:45', 'Rep of Ireland', 'Spain', 'ITV1'],
        ['2027-06-16', '17:00', 'Austria', 'Poland', 'BBC1'],
        ['2027-06-16', '20:00', 'Wales', 'Italy', 'BBC1'],
      ],
    ],
    [
      'channel first, a competition we do not know by name in brackets, a venue aside',
      '2027-09-01',
      `Sky Sports Main Event – Latvia v Scotland (World Cup qualifier) – Monday 6 September, 5pm (played in Riga)
Not televised – England U21 v Serbia U21 (U21 Euro qualifier) – Friday 3 September, 6pm`,
      [
        ['2027-09-06', '17:00', 'Latvia', 'Scotland', 'Sky Sports Main Event'],
        ['2027-09-03', '18:00', 'England U21', 'Serbia U21', '', 'not-televised'],
      ],
    ],
    [
      'a club’s weekend post in prose: hyphened teams, "host", days and channels carried between sentences',
      '2027-10-15',
      `Tonight we have football and rugby on the screens. At 8pm it is Middlesbrough-Sheffield Wednesday in the Championship on Sky and the other Ulster-Munster at the URC on Premier Sports.
On Saturday lunchtime Chelsea host Man Utd at 12.30pm, then Wasps-Bath in the rugby at 3pm. On Sunday we start with rugby at 1pm, with Leinster-Toulon. At 4pm we watch Everton-Palace in the Prem.
On Monday night there is one more game, Arsenal-Leicester. That kicks off on Sky at 8pm.`,
      [
        ['2027-10-15', '20:00', 'Middlesbrough', 'Sheffield Wednesday', 'Sky'],
        ['2027-10-16', '12:30', 'Chelsea', 'Man Utd', '', 'none'],
        ['2027-10-17', '16:00', 'Everton', 'Palace', '', 'none'],
        ['2027-10-18', '20:00', 'Arsenal', 'Leicester', 'Sky'],
      ],
    ],
    [
      'a blog in prose: the channel in the sentence before, the time in the one after, an override',
      '2027-11-09',
      `Wednesday 10th November
How about some League Two action on BT Sport? Crewe vs Port Vale, a derby of sorts. It’s 7.45pm for that.
Thursday 11th November
On Thursday you can pick from Austria vs Norway or Serbia vs Greece. Both are on Sky with 7.45pm kick offs, though Serbia vs Greece is on Sky Sports Mix.`,
      [
        ['2027-11-10', '19:45', 'Crewe', 'Port Vale', 'BT Sport'],
        ['2027-11-11', '19:45', 'Austria', 'Norway', 'Sky'],
        ['2027-11-11', '19:45', 'Serbia', 'Greece', 'Sky Sports Mix'],
      ],
    ],
    [
      'a league’s news item: holidays in prose, "the same day", a sponsor’s name that starts like a channel',
      '2027-11-25',
      `In the Sky Bet Championship, Hull City v Leeds United on Boxing Day (Sunday 26 December) will be shown live on Sky Sports 1 with a 12.30pm kick-off. Later the same day, Stoke City v Norwich City will kick off at 5.30pm, also live on Sky Sports 1.
The Sky Bet League One derby, Bolton Wanderers v Wigan Athletic, has been moved to Saturday 8 January 2028 with a 12.15pm kick-off, live on Sky Sports 2.
On New Year's Day (Saturday 1 January 2028), Watford v Millwall kicks off at 12.45pm, live on Sky Sports 1, with the Sky Bet Championship clash Luton Town v Derby County following at 5.30pm on Sky Sports 2.`,
      [
        ['2027-12-26', '12:30', 'Hull City', 'Leeds United', 'Sky Sports 1'],
        ['2027-12-26', '17:30', 'Stoke City', 'Norwich City', 'Sky Sports 1'],
        ['2028-01-08', '12:15', 'Bolton Wanderers', 'Wigan Athletic', 'Sky Sports 2'],
        ['2028-01-01', '12:45', 'Watford', 'Millwall', 'Sky Sports 1'],
        ['2028-01-01', '17:30', 'Luton Town', 'Derby County', 'Sky Sports 2'],
      ],
    ],
    [
      'betting tips: a headline, a line of prices glued to the teams, the time, the channel, and the day only in the prose after',
      '2027-03-05',
      `Derby v Luton: Goals expected at Pride Park

Derby 2.56/4 v Luton 3.185/40, the Draw 3.45/2

12:30

Live on Sky Sports Football

In-form Derby welcome struggling Luton on Sunday for the early kick-off.

Celtic v Hearts: Hosts to stay perfect

Celtic 1.351/3 v Hearts 9.08/1, the Draw 5.04/1

15:00

Live on Premier Sports 1

Hearts travel to Glasgow on Saturday looking for a first win there in years.`,
      [
        ['2027-03-07', '12:30', 'Derby', 'Luton', 'Sky Sports Football'],
        ['2027-03-06', '15:00', 'Celtic', 'Hearts', 'Premier Sports 1'],
      ],
    ],
    [
      'a table aligned with spaces: home and away columns, a dash for not televised, a lower-case channel',
      '2027-04-07',
      `PREMIER DIVISION - ROUND 5

DATE        KO     HOME              AWAY               VENUE             TV
Fri 09 Apr  19:45  Bohemians         Dundalk            Dalymount Park    RTÉ2
Fri 09 Apr  20:00  Derry City        Finn Harps         Brandywell        —
Sat 10 Apr  18:00  Sligo Rovers      Shelbourne         The Showgrounds   eir Sport 1`,
      [
        ['2027-04-09', '19:45', 'Bohemians', 'Dundalk', 'RTÉ2'],
        ['2027-04-09', '20:00', 'Derry City', 'Finn Harps', '', 'not-televised'],
        ['2027-04-10', '18:00', 'Sligo Rovers', 'Shelbourne', 'eir Sport 1'],
      ],
    ],
    [
      'a weekday and a numeric day inside each row; a bracketed abbreviation beside "not on TV"',
      '2027-10-06',
      `Fri 8/10, 19:45 – Latvia v Wales (Euro qualifier) – Sky Sports 2
Sat 9/10, 14:30 – Bala Town v Newtown (WPL) – not on TV`,
      [
        ['2027-10-08', '19:45', 'Latvia', 'Wales', 'Sky Sports 2'],
        ['2027-10-09', '14:30', 'Bala Town', 'Newtown', '', 'not-televised'],
      ],
    ],
    [
      'a TV guide: a channel heading over programmes, the kick-off in the description under one',
      '2027-06-10',
      `SATURDAY 12 JUNE

BBC One
11.00am BBC News at Eleven
1.30pm Euro 2027 Live: Spain v Croatia
Coverage of the Group B opener in Berlin (kick-off 2.00pm).
6.00pm Pointless

ITV1
7.30pm Euro 2027 Live: Italy v Albania
Group B in Dortmund (kick-off 8.00pm).`,
      [
        ['2027-06-12', '14:00', 'Spain', 'Croatia', 'BBC One'],
        ['2027-06-12', '20:00', 'Italy', 'Albania', 'ITV1'],
      ],
    ],
    [
      'a forum post: relative headings with the weekday in brackets, a row aside, a reply under a later day',
      '2027-12-13',
      `Tomorrow (Tues)
Arsenal v Porto, 8pm, TNT Sports 1 - not Scottish but it's the Champions League so in it goes
This Saturday
Kilmarnock v Celtic, 12.30pm, Sky Sports Main Event & Sky Sports Football
Hearts v Motherwell, 3pm, not on the telly
Sunday
Hibs v Aberdeen, 12pm, Premier Sports 1
Reply: Dundee v St Johnstone is on Sky on Saturday as well, so that is a treble header, kick-off 5.30pm on Sky Sports Football for that one.`,
      [
        ['2027-12-14', '20:00', 'Arsenal', 'Porto', 'TNT Sports 1'],
        [
          '2027-12-18',
          '12:30',
          'Kilmarnock',
          'Celtic',
          'Sky Sports Main Event, Sky Sports Football',
        ],
        ['2027-12-18', '15:00', 'Hearts', 'Motherwell', '', 'not-televised'],
        ['2027-12-19', '12:00', 'Hibs', 'Aberdeen', 'Premier Sports 1'],
        ['2027-12-18', '17:30', 'Dundee', 'St Johnstone', 'Sky Sports Football'],
      ],
    ],
    [
      'records over three lines: teams, "time · ground", "Live on channel · radio"',
      '2027-07-15',
      `Monday 19 July
Spain v Portugal
17:00 BST · Stadion De Vijverberg, Doetinchem
Live on More4

England v Scotland
19:45 BST · Stadion Galgenwaard, Utrecht
Live on Channel 4 · Commentary on BBC Radio Scotland`,
      [
        ['2027-07-19', '17:00', 'Spain', 'Portugal', 'More4'],
        ['2027-07-19', '19:45', 'England', 'Scotland', 'Channel 4'],
      ],
    ],
    [
      'the time and channel before the teams, space-separated',
      '2027-06-10',
      `Friday, 11 June
8:00pm ITV Italy v Turkey
Saturday, 12 June
2:00pm BBC One Switzerland v Wales`,
      [
        ['2027-06-11', '20:00', 'Italy', 'Turkey', 'ITV'],
        ['2027-06-12', '14:00', 'Switzerland', 'Wales', 'BBC One'],
      ],
    ],
    [
      'a header glued to the row before it, copy damage on names',
      '2027-07-01',
      `Friday 2 July
Group A: Norway v IcelandÂ (17:00) BBC TwoSaturday 3 July
Group B: Spain v FranceÂ (20:00) BBC One`,
      [
        ['2027-07-02', '17:00', 'Norway', 'Iceland', 'BBC Two'],
        ['2027-07-03', '20:00', 'Spain', 'France', 'BBC One'],
      ],
    ],
    [
      'headings by holiday and by weekday and day; several fixtures sharing one closing bracket',
      '2027-12-20',
      `CHRISTMAS EVE
Championship: Hull v Stoke (12.30pm, Sky Sports Football)
MONDAY 27TH
Premier League: Everton v Leeds, Fulham v Brentford (all 3pm, Amazon Prime Video)`,
      [
        ['2027-12-24', '12:30', 'Hull', 'Stoke', 'Sky Sports Football'],
        ['2027-12-27', '15:00', 'Everton', 'Leeds', 'Amazon Prime Video'],
        ['2027-12-27', '15:00', 'Fulham', 'Brentford', 'Amazon Prime Video'],
      ],
    ],
    [
      'key-value blocks (another sport named in the label is left out), a stray line between fields',
      '2027-03-01',
      `What: Six Nations Rugby – Wales VS France
When: Saturday 6 March
Time: 4:45pm
Channel: BBC One

What: Live League Cup Final – Newcastle VS Arsenal
When: Sunday 7 March
Sign up for our newsletter
Time: 4:30pm
Channel: Sky Sports Main Event`,
      [['2027-03-07', '16:30', 'Newcastle', 'Arsenal', 'Sky Sports Main Event']],
    ],
    [
      'key-value fields on one line split by pipes, and a headline of teams with fields under it',
      '2027-10-20',
      `Thursday 21 October
Match: Ajax v Celtic | Kick-off: 5.45pm | TV: TNT Sports 2 | Best odds: Ajax 4/6
Match: Lyon v Rangers | Kick-off: 8pm | TV: Not televised in UK | Best odds: Lyon 1/2
Aston Villa v Brugge
Kick-off: 8pm
Channel: TNT Sports 1`,
      [
        ['2027-10-21', '17:45', 'Ajax', 'Celtic', 'TNT Sports 2'],
        ['2027-10-21', '20:00', 'Lyon', 'Rangers', '', 'not-televised'],
        ['2027-10-21', '20:00', 'Aston Villa', 'Brugge', 'TNT Sports 1'],
      ],
    ],
    [
      'time-first blocks whose teams line carries the competition or a sport label',
      '2027-01-07',
      `Saturday 9 January
12.30pm
Hibernian v Aberdeen, Scottish Premiership
Sky Sports Football
3pm
Leinster v Ulster, United Rugby Championship
Premier Sports 1
7pm
Golf, Tournament of Champions – Round three
Sky Sports Golf`,
      [['2027-01-09', '12:30', 'Hibernian', 'Aberdeen', 'Sky Sports Football']],
    ],
    [
      'a social post: emoji as sport labels and decoration, times with no am/pm',
      '2027-02-03',
      `📅 FRIDAY
⚽ Championship: Stoke v Hull – 7.45 – Sky Sports Football
📅 SATURDAY
🏉 England v Italy – 2.15 – ITV1
⚽ Everton v Fulham – 12.30 – TNT Sports 1`,
      [
        ['2027-02-05', '19:45', 'Stoke', 'Hull', 'Sky Sports Football'],
        ['2027-02-06', '12:30', 'Everton', 'Fulham', 'TNT Sports 1'],
      ],
    ],
    [
      'dotted numeric dates under a broadcaster schedule',
      '2027-01-12',
      `Friday, 15.01.2027
20:00  Girona v Sevilla  —  LaLigaTV
Saturday, 16.01.27
13:00  Espanyol v Alaves  —  Premier Sports 1`,
      [
        ['2027-01-15', '20:00', 'Girona', 'Sevilla', 'LaLigaTV'],
        ['2027-01-16', '13:00', 'Espanyol', 'Alaves', 'Premier Sports 1'],
      ],
    ],
    [
      'a tab table with Team 1 / Team 2 columns, a result column and a zoned time header',
      '2027-07-20',
      'Date\tKick-off (BST)\tTeam 1\tRes.\tTeam 2\tVenue\tUK TV\n' +
        '21 July 2027\t17:00\tWales\tv\tJapan\tHampden Park, Glasgow\tBBC Two\n' +
        '21 July 2027\t19:45\tSpain\tv\tChile\tWembley, London\tBBC Red Button',
      [
        ['2027-07-21', '17:00', 'Wales', 'Japan', 'BBC Two'],
        ['2027-07-21', '19:45', 'Spain', 'Chile', 'BBC Red Button'],
      ],
    ],
    [
      'columns set apart by runs of spaces, a ground after the kick-off',
      '2027-06-01',
      `4th June        Austria vs Chile               KO 5pm from Vienna           Live on BBC
5th June        Peru vs Ghana                  KO 7:45pm from Lima          Live on ITV`,
      [
        ['2027-06-04', '17:00', 'Austria', 'Chile', 'BBC'],
        ['2027-06-05', '19:45', 'Peru', 'Ghana', 'ITV'],
      ],
    ],
    [
      'the channel from a heading line, grounds in the time bracket, a cut-off heading glued on',
      '2027-07-01',
      `(All on BBC in some form or another)Friday 2 July
Group A: Wales v Norway (20:00, Cardiff)
Group B: Italy v Spain (17:00, Leeds)Saturday 3`,
      [
        ['2027-07-02', '20:00', 'Wales', 'Norway', 'BBC'],
        ['2027-07-02', '17:00', 'Italy', 'Spain', 'BBC'],
      ],
    ],
    [
      'four-figure times with a zone and a kick-off mark before the channel',
      '2027-06-20',
      `Friday 25 June
Germany v Ghana 1600 BST ko. ITV
Brazil or Chile v Spain or Peru 2000 BST ko BBC`,
      [
        ['2027-06-25', '16:00', 'Germany', 'Ghana', 'ITV'],
        ['2027-06-25', '20:00', 'Brazil or Chile', 'Spain or Peru', 'BBC'],
      ],
    ],
    [
      'no date heading: the day comes from the prose above the list',
      '2027-03-03',
      `Football tips: Saturday's best bets and where to watch
The live games are:
Leeds v Burnley (12.30pm, TNT Sports 1)
Hull v Stoke (5.30pm, Sky Sports Football)`,
      [
        ['2027-03-06', '12:30', 'Leeds', 'Burnley', 'TNT Sports 1'],
        ['2027-03-06', '17:30', 'Hull', 'Stoke', 'Sky Sports Football'],
      ],
    ],
    [
      'a column in prose: channels and days for a sentence or one fixture, a shared time',
      '2027-03-06',
      `The weekend action starts with Hull v Stoke on TNT Sports 1 at 12.30pm, followed by Leeds v Burnley at 3pm. There is a Sky Sports double bill tomorrow, starting with Everton v Fulham at 2pm, then Wolves v Brentford and Luton v Derby at 4.30pm. In rugby, Leinster v Munster is live on Premier Sports 1 at 5pm. Spurs v Arsenal was a classic last season.`,
      [
        ['2027-03-06', '12:30', 'Hull', 'Stoke', 'TNT Sports 1'],
        ['2027-03-06', '15:00', 'Leeds', 'Burnley', '', 'none'],
        ['2027-03-07', '14:00', 'Everton', 'Fulham', 'Sky Sports'],
        ['2027-03-07', '16:30', 'Wolves', 'Brentford', 'Sky Sports'],
        ['2027-03-07', '16:30', 'Luton', 'Derby', 'Sky Sports'],
      ],
    ],
  ])('%s', (_shape, today, text, expected) => {
    expect(rows(text, today)).toEqual(expected);
  });

  it('lets a written weekday choose the year of a date without one, and says so', () => {
    const result = parseFixtureText('Thursday 8 January\n20:00 Hull v Leeds - Sky Sports 1', {
      today: '2026-11-26',
    });
    expect(result.fixtures[0]?.date).toBe('2026-01-08');
    expect(result.problems[0]?.reason).toMatch(/the year its weekday fits/);
  });

  it('reports a last row the copy cut short, where every other row names its channel', () => {
    const text =
      'Saturday 4 December 2027\n12:30 Leeds v Hull - Sky Sports Football\n' +
      '15:00 Stoke v Luton - Sky Sports+\n17:30 Everton v Bur';
    const result = parseFixtureText(text, { today: '2027-12-01' });
    expect(result.fixtures.map((f) => f.awayTeam)).toEqual(['Hull', 'Luton']);
    expect(result.problems).toEqual([
      {
        line: 4,
        text: '17:30 Everton v Bur',
        reason: 'The paste ends in this row: it looks cut off',
      },
    ]);
    expect(result.lines.at(-1)?.kind).toBe('problem');
  });

  it('reads a flattened line longer than the line limit instead of refusing it', () => {
    const items = Array.from(
      { length: 40 },
      (_, i) =>
        `Team ${String.fromCharCode(65 + (i % 26))}${i} v Side ${i} – Sky Sports Main Event 7pm`,
    );
    const result = parseFixtureText(`Saturday 4 December 2027\n${items.join('; ')}`, {
      today: '2027-12-01',
    });
    expect(items.join('; ').length).toBeGreaterThan(1_500);
    expect(result.fixtures).toHaveLength(40);
    expect(result.problems).toEqual([]);
    expect(result.lines.filter((l) => l.line === 2)).toHaveLength(1);
  });
});
