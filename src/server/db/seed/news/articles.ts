// The seed articles' shared facts, in the order every language's file follows: the logo shown
// beside each, and how long before the first start it reads as published, so /news looks like
// recent market commentary. The texts are in one file per language (en.ts, fr.ts, …).
export const SEED_ARTICLES = [
  { logo: '/logos/eurusd.svg', hoursAgo: 3 }, // EUR/USD before US inflation data
  { logo: '/logos/xauusd.svg', hoursAgo: 9 }, // gold above $4,000
  { logo: '/logos/btcusd.svg', hoursAgo: 20 }, // bitcoin as ETF flows slow
  { logo: '/logos/usoil.svg', hoursAgo: 30 }, // oil and OPEC+ supply
  { logo: '/logos/nas100.svg', hoursAgo: 44 }, // Nasdaq 100 record
  { logo: '/logos/usdjpy.svg', hoursAgo: 58 }, // yen past 155 and intervention
  { logo: '/logos/ger40.svg', hoursAgo: 75 }, // DAX and the Ifo survey
  { logo: '/logos/gbpusd.svg', hoursAgo: 96 }, // pound after UK wages
  { logo: '/logos/ethusd.svg', hoursAgo: 120 }, // a guide to margin and leverage
] as const satisfies readonly { logo: string; hoursAgo: number }[];
