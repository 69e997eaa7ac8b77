import type { NewsTexts } from './types.ts';

// The seed articles in English, in the order of articles.ts.
export const en: NewsTexts = [
  {
    title: 'EUR/USD holds near 1.17 as traders wait for US inflation data',
    desc: 'The euro moved in a narrow range against the dollar while markets priced the next steps of the Fed and the ECB.',
    content: `The euro traded in a tight band around **1.1680** against the US dollar on Monday, as traders kept positions small ahead of this week's US consumer price figures.

## What moved the pair
- US Treasury yields eased slightly after weaker manufacturing surveys.
- Comments from European Central Bank officials pointed to a long pause in rate changes.
- Month-end flows from portfolio managers added short bursts of volatility.

## What to watch
A higher-than-expected inflation reading would support the dollar, while a soft figure could push the pair towards the 1.1750 area seen last month.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'Gold steadies above $4,000 after a volatile week',
    desc: 'Bullion recovered part of its losses as central-bank buying and a softer dollar offset profit-taking.',
    content: `Spot gold traded around **$4,050 an ounce**, recovering after a sharp drop earlier in the week when investors locked in profits from the year's rally.

## Drivers
- Central banks continued to add gold to their reserves, according to industry data.
- A softer dollar made bullion cheaper for buyers holding other currencies.
- Physical demand in Asia picked up as prices fell.

## Levels
Traders watch $3,980 as near-term support and $4,120 as resistance. Swings of $50 in a session have been common, so position sizes and stop-loss levels matter.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'Bitcoin swings around $104,000 as ETF flows slow',
    desc: 'The largest cryptocurrency moved more than 4% within a day as inflows into spot funds cooled.',
    content: `Bitcoin traded between **$101,800 and $106,200** over the past 24 hours, one of its widest ranges this month.

## Why it moved
- Net inflows into US spot bitcoin funds slowed for a third day.
- Large holders moved coins to exchanges, a sign some were ready to sell.
- Ether and other large tokens followed bitcoin's direction with bigger moves.

## Risk reminder
Crypto markets trade around the clock, including weekends, and prices can gap sharply. With leverage, a 5% move can wipe out a large part of the margin of a position.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'Oil slips as OPEC+ signals steady supply into next year',
    desc: 'WTI crude fell towards $62 a barrel after producers indicated no further output cuts.',
    content: `US crude (WTI) eased to around **$62.30 a barrel** and Brent to about **$65.80** after OPEC+ delegates said the group planned to keep supply steady into the first quarter.

## Background
- Inventories in the United States rose for a second week.
- Refinery demand is seasonally lower before winter maintenance ends.
- Traders also weighed slower growth in Chinese fuel imports.

## Outlook
Energy prices can react strongly to unexpected headlines. Weekly inventory reports on Wednesdays often bring short, sharp moves.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'Nasdaq 100 edges to a record as chipmakers lead',
    desc: 'Technology shares extended their gains after strong results from semiconductor companies.',
    content: `The Nasdaq 100 index closed near **25,480 points**, a record, led by semiconductor and cloud-software companies.

## Highlights
- Chipmakers rose after quarterly revenue beat forecasts on data-centre demand.
- The S&P 500 added 0.4%, while the Dow Jones was little changed.
- Volatility measures stayed low, though options activity on large technology names increased.

## Note for index traders
US index markets open at 9:30 New York time; prices outside regular hours can move on thin volume.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'Yen weakens past 155 per dollar; traders watch for intervention',
    desc: 'Japanese officials repeated that they are watching currency moves closely.',
    content: `The dollar rose above **155 yen** for the first time in several weeks as the gap between US and Japanese interest rates stayed wide.

## Key points
- Japan's finance ministry said it was watching the market "with a high sense of urgency".
- The Bank of Japan is expected to raise rates only gradually.
- Past interventions produced moves of three to five yen within hours.

## Why it matters
Sudden official action can move the pair far beyond normal daily ranges. Stop-loss orders may fill at a worse price than set when the market gaps.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'DAX recovers as German business confidence improves',
    desc: 'The GER40 index rose 0.8% after a survey showed firms more optimistic about the months ahead.',
    content: `Germany's benchmark index climbed to about **24,310 points** after the Ifo business climate index rose more than expected.

## Details
- Industrial and automotive shares led the gains.
- Companies reported better order books for the first quarter.
- A firmer euro limited gains for exporters.

## Trading hours
The GER40 trades during European hours; the opening auction at 9:00 Frankfurt time often sets the tone for the day.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'Pound firms after UK wage growth beats forecasts',
    desc: 'Sterling gained against the dollar and the euro as markets pushed back expectations of a rate cut.',
    content: `GBP/USD rose to around **1.3420** after official data showed average earnings in the United Kingdom growing faster than economists expected.

## What it means
- Strong wage growth can keep services inflation high.
- Money markets now see a smaller chance of a Bank of England cut at the next meeting.
- EUR/GBP fell towards 0.8700.

## Risk reminder
Data releases at 7:00 London time often cause fast moves and wider spreads for a few minutes.

*Leveraged trading carries a high risk of loss. This note is market commentary, not investment advice.*`,
  },
  {
    title: 'How margin and leverage work: a short guide before your first trade',
    desc: 'Margin is the amount your position holds from your balance; leverage decides how large that position can be.',
    content: `Before opening a position it helps to know what the numbers on the order ticket mean.

## Margin
Margin is the part of your balance a position holds while it is open. With 100x leverage, a position worth $10,000 holds $100 of margin.

## Profit and loss
Profit and loss follow the full size of the position, not the margin. A 1% move against a $10,000 position is a $100 loss: the whole margin in the example above.

## Protecting yourself
1. Set a stop-loss on every position.
2. Use smaller lots while you learn.
3. Keep your risk rate in view: when equity falls to the stop-out level, positions are closed automatically.

*Leveraged trading carries a high risk of loss. This guide is general information, not investment advice.*`,
  },
];
