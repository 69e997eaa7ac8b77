import type { Lang } from '../../../contract/index.ts';

// Instrument names as a native-speaking trader reads them in a trading app: currency pairs as
// "base / quote" in the language's own currency names (jp writes "米ドル/円"), metals, energy,
// indices and coins by their usual local names. Search matches them in the request's language
// and in English.

type Names = Record<Lang, string>;

const currency: Record<string, Names> = {
  EUR: { hk: '歐元', en: 'Euro', jp: 'ユーロ', kr: '유로', th: 'ยูโร', vn: 'Euro', fr: 'Euro', de: 'Euro', ru: 'Евро', spa: 'Euro', pt: 'Euro', ar: 'اليورو', it: 'Euro', tr: 'Euro', id: 'Euro', my: 'Euro', hi: 'यूरो', cs: 'Euro' },
  USD: { hk: '美元', en: 'US Dollar', jp: '米ドル', kr: '미국 달러', th: 'ดอลลาร์สหรัฐ', vn: 'Đô la Mỹ', fr: 'Dollar américain', de: 'US-Dollar', ru: 'Доллар США', spa: 'Dólar estadounidense', pt: 'Dólar americano', ar: 'الدولار الأمريكي', it: 'Dollaro USA', tr: 'ABD Doları', id: 'Dolar AS', my: 'Dolar AS', hi: 'अमेरिकी डॉलर', cs: 'americký dolar' },
  GBP: { hk: '英鎊', en: 'British Pound', jp: '英ポンド', kr: '영국 파운드', th: 'ปอนด์สเตอร์ลิง', vn: 'Bảng Anh', fr: 'Livre sterling', de: 'Britisches Pfund', ru: 'Британский фунт', spa: 'Libra esterlina', pt: 'Libra esterlina', ar: 'الجنيه الإسترليني', it: 'Sterlina britannica', tr: 'İngiliz Sterlini', id: 'Pound Sterling', my: 'Paun Sterling', hi: 'ब्रिटिश पाउंड', cs: 'britská libra' },
  JPY: { hk: '日圓', en: 'Japanese Yen', jp: '円', kr: '일본 엔', th: 'เยนญี่ปุ่น', vn: 'Yên Nhật', fr: 'Yen japonais', de: 'Japanischer Yen', ru: 'Японская иена', spa: 'Yen japonés', pt: 'Iene japonês', ar: 'الين الياباني', it: 'Yen giapponese', tr: 'Japon Yeni', id: 'Yen Jepang', my: 'Yen Jepun', hi: 'जापानी येन', cs: 'japonský jen' },
  AUD: { hk: '澳元', en: 'Australian Dollar', jp: '豪ドル', kr: '호주 달러', th: 'ดอลลาร์ออสเตรเลีย', vn: 'Đô la Úc', fr: 'Dollar australien', de: 'Australischer Dollar', ru: 'Австралийский доллар', spa: 'Dólar australiano', pt: 'Dólar australiano', ar: 'الدولار الأسترالي', it: 'Dollaro australiano', tr: 'Avustralya Doları', id: 'Dolar Australia', my: 'Dolar Australia', hi: 'ऑस्ट्रेलियाई डॉलर', cs: 'australský dolar' },
  CAD: { hk: '加元', en: 'Canadian Dollar', jp: 'カナダドル', kr: '캐나다 달러', th: 'ดอลลาร์แคนาดา', vn: 'Đô la Canada', fr: 'Dollar canadien', de: 'Kanadischer Dollar', ru: 'Канадский доллар', spa: 'Dólar canadiense', pt: 'Dólar canadense', ar: 'الدولار الكندي', it: 'Dollaro canadese', tr: 'Kanada Doları', id: 'Dolar Kanada', my: 'Dolar Kanada', hi: 'कनाडाई डॉलर', cs: 'kanadský dolar' },
  CHF: { hk: '瑞士法郎', en: 'Swiss Franc', jp: 'スイスフラン', kr: '스위스 프랑', th: 'ฟรังก์สวิส', vn: 'Franc Thụy Sĩ', fr: 'Franc suisse', de: 'Schweizer Franken', ru: 'Швейцарский франк', spa: 'Franco suizo', pt: 'Franco suíço', ar: 'الفرنك السويسري', it: 'Franco svizzero', tr: 'İsviçre Frangı', id: 'Franc Swiss', my: 'Franc Swiss', hi: 'स्विस फ़्रैंक', cs: 'švýcarský frank' },
  NZD: { hk: '紐元', en: 'New Zealand Dollar', jp: 'NZドル', kr: '뉴질랜드 달러', th: 'ดอลลาร์นิวซีแลนด์', vn: 'Đô la New Zealand', fr: 'Dollar néo-zélandais', de: 'Neuseeland-Dollar', ru: 'Новозеландский доллар', spa: 'Dólar neozelandés', pt: 'Dólar neozelandês', ar: 'الدولار النيوزيلندي', it: 'Dollaro neozelandese', tr: 'Yeni Zelanda Doları', id: 'Dolar Selandia Baru', my: 'Dolar New Zealand', hi: 'न्यूज़ीलैंड डॉलर', cs: 'novozélandský dolar' },
};

/** "Euro / US Dollar"; Chinese and Japanese write the pair without spaces; Czech names start with a capital only at the front. */
function pair(base: string, quote: string): Names {
  const b = currency[base];
  const q = currency[quote];
  const out = {} as Names;
  for (const lang of Object.keys(b) as Lang[]) {
    const first = lang === 'cs' ? b[lang].charAt(0).toUpperCase() + b[lang].slice(1) : b[lang];
    out[lang] = lang === 'hk' || lang === 'jp' ? `${first}/${q[lang]}` : `${first} / ${q[lang]}`;
  }
  return out;
}

const named: Record<string, Names> = {
  XAUUSD: { hk: '黃金', en: 'Gold', jp: '金', kr: '금', th: 'ทองคำ', vn: 'Vàng', fr: 'Or', de: 'Gold', ru: 'Золото', spa: 'Oro', pt: 'Ouro', ar: 'الذهب', it: 'Oro', tr: 'Altın', id: 'Emas', my: 'Emas', hi: 'सोना', cs: 'Zlato' },
  XAGUSD: { hk: '白銀', en: 'Silver', jp: '銀', kr: '은', th: 'แร่เงิน', vn: 'Bạc', fr: 'Argent', de: 'Silber', ru: 'Серебро', spa: 'Plata', pt: 'Prata', ar: 'الفضة', it: 'Argento', tr: 'Gümüş', id: 'Perak', my: 'Perak', hi: 'चाँदी', cs: 'Stříbro' },
  USOIL: { hk: '美國原油', en: 'US Crude Oil (WTI)', jp: 'WTI原油', kr: 'WTI 원유', th: 'น้ำมันดิบ WTI', vn: 'Dầu thô WTI', fr: 'Pétrole brut WTI', de: 'Rohöl WTI', ru: 'Нефть WTI', spa: 'Petróleo WTI', pt: 'Petróleo WTI', ar: 'خام غرب تكساس', it: 'Petrolio greggio WTI', tr: 'WTI Ham Petrol', id: 'Minyak Mentah WTI', my: 'Minyak Mentah WTI', hi: 'WTI कच्चा तेल', cs: 'Ropa WTI' },
  UKOIL: { hk: '布蘭特原油', en: 'Brent Crude Oil', jp: 'ブレント原油', kr: '브렌트유', th: 'น้ำมันดิบเบรนท์', vn: 'Dầu thô Brent', fr: 'Pétrole Brent', de: 'Brent-Rohöl', ru: 'Нефть Brent', spa: 'Petróleo Brent', pt: 'Petróleo Brent', ar: 'خام برنت', it: 'Petrolio Brent', tr: 'Brent Petrol', id: 'Minyak Mentah Brent', my: 'Minyak Mentah Brent', hi: 'ब्रेंट कच्चा तेल', cs: 'Ropa Brent' },
  NGAS: { hk: '天然氣', en: 'Natural Gas', jp: '天然ガス', kr: '천연가스', th: 'ก๊าซธรรมชาติ', vn: 'Khí tự nhiên', fr: 'Gaz naturel', de: 'Erdgas', ru: 'Природный газ', spa: 'Gas natural', pt: 'Gás natural', ar: 'الغاز الطبيعي', it: 'Gas naturale', tr: 'Doğal Gaz', id: 'Gas Alam', my: 'Gas Asli', hi: 'प्राकृतिक गैस', cs: 'Zemní plyn' },
  US30: { hk: '道瓊斯指數', en: 'Dow Jones 30', jp: 'NYダウ', kr: '다우존스 30', th: 'ดัชนีดาวโจนส์', vn: 'Dow Jones 30', fr: 'Dow Jones 30', de: 'Dow Jones 30', ru: 'Индекс Доу-Джонса', spa: 'Dow Jones 30', pt: 'Dow Jones 30', ar: 'داو جونز 30', it: 'Dow Jones 30', tr: 'Dow Jones 30', id: 'Dow Jones 30', my: 'Dow Jones 30', hi: 'डाउ जोन्स 30', cs: 'Dow Jones 30' },
  NAS100: { hk: '納斯達克100指數', en: 'Nasdaq 100', jp: 'ナスダック100', kr: '나스닥 100', th: 'ดัชนีแนสแด็ก 100', vn: 'Nasdaq 100', fr: 'Nasdaq 100', de: 'Nasdaq 100', ru: 'Индекс Nasdaq 100', spa: 'Nasdaq 100', pt: 'Nasdaq 100', ar: 'ناسداك 100', it: 'Nasdaq 100', tr: 'Nasdaq 100', id: 'Nasdaq 100', my: 'Nasdaq 100', hi: 'नैस्डैक 100', cs: 'Nasdaq 100' },
  SPX500: { hk: '標普500指數', en: 'S&P 500', jp: 'S&P500', kr: 'S&P 500', th: 'ดัชนี S&P 500', vn: 'S&P 500', fr: 'S&P 500', de: 'S&P 500', ru: 'Индекс S&P 500', spa: 'S&P 500', pt: 'S&P 500', ar: 'ستاندرد آند بورز 500', it: 'S&P 500', tr: 'S&P 500', id: 'S&P 500', my: 'S&P 500', hi: 'एसएंडपी 500', cs: 'S&P 500' },
  GER40: { hk: '德國DAX指數', en: 'Germany 40 (DAX)', jp: 'ドイツDAX', kr: '독일 DAX 40', th: 'ดัชนี DAX เยอรมนี', vn: 'DAX 40 Đức', fr: 'DAX 40 (Allemagne)', de: 'DAX 40', ru: 'Индекс DAX 40 (Германия)', spa: 'DAX 40 (Alemania)', pt: 'DAX 40 (Alemanha)', ar: 'داكس 40 الألماني', it: 'DAX 40 (Germania)', tr: 'Almanya DAX 40', id: 'DAX 40 Jerman', my: 'DAX 40 Jerman', hi: 'जर्मनी DAX 40', cs: 'Německý DAX 40' },
  JPN225: { hk: '日經225指數', en: 'Nikkei 225', jp: '日経225', kr: '니케이 225', th: 'ดัชนีนิกเกอิ 225', vn: 'Nikkei 225', fr: 'Nikkei 225', de: 'Nikkei 225', ru: 'Индекс Nikkei 225', spa: 'Nikkei 225', pt: 'Nikkei 225', ar: 'نيكاي 225', it: 'Nikkei 225', tr: 'Nikkei 225', id: 'Nikkei 225', my: 'Nikkei 225', hi: 'निक्केई 225', cs: 'Nikkei 225' },
  BTCUSD: { hk: '比特幣', en: 'Bitcoin', jp: 'ビットコイン', kr: '비트코인', th: 'บิตคอยน์', vn: 'Bitcoin', fr: 'Bitcoin', de: 'Bitcoin', ru: 'Биткоин', spa: 'Bitcoin', pt: 'Bitcoin', ar: 'بيتكوين', it: 'Bitcoin', tr: 'Bitcoin', id: 'Bitcoin', my: 'Bitcoin', hi: 'बिटकॉइन', cs: 'Bitcoin' },
  ETHUSD: { hk: '以太坊', en: 'Ethereum', jp: 'イーサリアム', kr: '이더리움', th: 'อีเธอเรียม', vn: 'Ethereum', fr: 'Ethereum', de: 'Ethereum', ru: 'Эфириум', spa: 'Ethereum', pt: 'Ethereum', ar: 'إيثريوم', it: 'Ethereum', tr: 'Ethereum', id: 'Ethereum', my: 'Ethereum', hi: 'इथेरियम', cs: 'Ethereum' },
  SOLUSD: { hk: 'Solana', en: 'Solana', jp: 'ソラナ', kr: '솔라나', th: 'โซลานา', vn: 'Solana', fr: 'Solana', de: 'Solana', ru: 'Солана', spa: 'Solana', pt: 'Solana', ar: 'سولانا', it: 'Solana', tr: 'Solana', id: 'Solana', my: 'Solana', hi: 'सोलाना', cs: 'Solana' },
  XRPUSD: { hk: '瑞波幣', en: 'XRP', jp: 'XRP（リップル）', kr: '리플', th: 'ริปเปิล (XRP)', vn: 'XRP', fr: 'XRP', de: 'XRP', ru: 'XRP (Рипл)', spa: 'XRP', pt: 'XRP', ar: 'ريبل (XRP)', it: 'XRP', tr: 'XRP', id: 'XRP', my: 'XRP', hi: 'एक्सआरपी', cs: 'XRP' },
};

/** The name of the instrument with this code in all 18 languages; a six-letter currency pair is composed from its two currencies. */
export function instrumentNames(code: string): Names {
  const own = named[code];
  if (own) return own;
  const base = code.slice(0, 3);
  const quote = code.slice(3);
  if (code.length === 6 && currency[base] && currency[quote]) return pair(base, quote);
  throw new Error(`seed: no name for instrument ${code}`);
}
