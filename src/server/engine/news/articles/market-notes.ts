import type { SeedArticle } from './types.ts';

// Market notes written for the seed: plausible commentary, dated relative to the first start.
// Every article has English (the fallback); most also have Traditional Chinese and Arabic, and
// some Japanese, German or Spanish.
export const marketNotes: SeedArticle[] = [
  {
    logo: '/logos/eurusd.svg',
    hoursAgo: 3,
    texts: {
      en: {
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
      hk: {
        title: '歐元兌美元在1.17附近徘徊，市場等待美國通脹數據',
        desc: '市場評估聯儲局與歐洲央行下一步政策之際，歐元兌美元維持窄幅上落。',
        content: `周一歐元兌美元在 **1.1680** 附近窄幅徘徊，交易員在本周美國消費物價數據公布前保持輕倉。

## 推動匯價的因素
- 製造業調查數據疲弱，美國國債孳息率輕微回落。
- 歐洲央行官員表示利率或會較長時間維持不變。
- 月底基金調倉令波幅短暫擴大。

## 後市焦點
若通脹數據高於預期，美元或獲支持；數據偏軟則可能推動匯價回試上月的1.1750水平。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'اليورو يستقر قرب 1.17 دولار بانتظار بيانات التضخم الأمريكية',
        desc: 'تحرك اليورو في نطاق ضيق مقابل الدولار بينما تقيّم الأسواق الخطوات المقبلة للاحتياطي الفيدرالي والبنك المركزي الأوروبي.',
        content: `تداول اليورو في نطاق ضيق حول **1.1680** دولار يوم الاثنين، إذ أبقى المتداولون مراكزهم صغيرة قبل صدور أرقام أسعار المستهلكين الأمريكية هذا الأسبوع.

## ما الذي حرّك الزوج
- تراجعت عوائد سندات الخزانة الأمريكية قليلاً بعد مسوح صناعية أضعف من المتوقع.
- أشار مسؤولون في البنك المركزي الأوروبي إلى توقف طويل في تغيير أسعار الفائدة.
- أضافت تدفقات نهاية الشهر موجات قصيرة من التقلب.

## ما يجب مراقبته
قراءة تضخم أعلى من المتوقع قد تدعم الدولار، بينما قد تدفع قراءة ضعيفة الزوج نحو منطقة 1.1750 التي سُجلت الشهر الماضي.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
      de: {
        title: 'EUR/USD pendelt um 1,17 – Anleger warten auf US-Inflationsdaten',
        desc: 'Der Euro bewegte sich in einer engen Spanne zum Dollar, während der Markt die nächsten Schritte von Fed und EZB einpreiste.',
        content: `Der Euro notierte am Montag in einer engen Spanne um **1,1680** US-Dollar. Vor den US-Verbraucherpreisen in dieser Woche hielten Händler ihre Positionen klein.

## Was das Paar bewegte
- Die Renditen von US-Staatsanleihen gaben nach schwächeren Industriedaten leicht nach.
- Vertreter der Europäischen Zentralbank deuteten eine längere Zinspause an.
- Umschichtungen zum Monatsende sorgten für kurze Ausschläge.

## Worauf es ankommt
Eine höher als erwartete Teuerung würde den Dollar stützen; schwache Zahlen könnten das Paar in Richtung 1,1750 treiben.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
      },
    },
  },
  {
    logo: '/logos/xauusd.svg',
    hoursAgo: 9,
    texts: {
      en: {
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
      hk: {
        title: '金價經歷波動一周後企穩4,000美元上方',
        desc: '央行持續增持及美元走軟，抵銷了獲利回吐壓力，金價收復部分失地。',
        content: `現貨金價於每盎司 **4,050美元** 附近上落，本周較早時投資者為年內升幅鎖定利潤，金價一度急跌，其後回穩。

## 主要因素
- 行業數據顯示各國央行繼續增持黃金儲備。
- 美元走軟，令以其他貨幣計價的買家購金成本下降。
- 金價回落後亞洲實物需求回升。

## 關鍵水平
短線支持位看3,980美元，阻力位看4,120美元。單日波幅達50美元並不罕見，倉位大小及止蝕水平尤其重要。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'الذهب يستقر فوق 4000 دولار بعد أسبوع متقلب',
        desc: 'استعاد المعدن النفيس جزءاً من خسائره مع استمرار مشتريات البنوك المركزية وضعف الدولار.',
        content: `تداول الذهب الفوري قرب **4050 دولاراً للأونصة**، متعافياً بعد هبوط حاد في وقت سابق من الأسبوع حين جنى المستثمرون أرباح صعود هذا العام.

## العوامل المؤثرة
- واصلت البنوك المركزية إضافة الذهب إلى احتياطياتها وفق بيانات القطاع.
- جعل ضعف الدولار الذهب أرخص للمشترين بعملات أخرى.
- ارتفع الطلب الفعلي في آسيا مع تراجع الأسعار.

## المستويات
يراقب المتداولون مستوى 3980 دولاراً كدعم قريب و4120 دولاراً كمقاومة. تقلبات بخمسين دولاراً في الجلسة الواحدة أصبحت شائعة، لذا يهم حجم المركز ومستوى وقف الخسارة.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
      jp: {
        title: '金相場、荒い値動きの一週間を経て4,000ドル台で落ち着く',
        desc: '中央銀行の買いとドル安が利益確定売りを相殺し、金は下げ幅の一部を取り戻した。',
        content: `金スポット価格は1オンス **4,050ドル** 前後で推移しました。週前半には年初来の上昇分の利益確定売りで急落しましたが、その後持ち直しています。

## 主な要因
- 業界データによると、各国中央銀行は引き続き金準備を積み増しています。
- ドル安により、他通貨建ての買い手にとって金が割安になりました。
- 価格下落を受けてアジアの現物需要が回復しました。

## 注目水準
目先の下値支持線は3,980ドル、上値抵抗線は4,120ドルです。1日に50ドル動くことも珍しくないため、ポジションの大きさと損切り水準が重要です。

*レバレッジ取引には大きな損失リスクがあります。本記事は市場解説であり、投資助言ではありません。*`,
      },
    },
  },
  {
    logo: '/logos/btcusd.svg',
    hoursAgo: 20,
    texts: {
      en: {
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
      hk: {
        title: 'ETF資金流入放緩，比特幣於104,000美元附近大幅上落',
        desc: '現貨基金資金流入降溫，最大加密貨幣單日波幅超過4%。',
        content: `過去24小時比特幣在 **101,800至106,200美元** 之間上落，為本月最闊的波幅之一。

## 波動原因
- 美國現貨比特幣基金連續第三日錄得淨流入放緩。
- 大戶將比特幣轉入交易所，顯示部分持有人準備沽貨。
- 以太幣等主要代幣跟隨比特幣走勢，波幅更大。

## 風險提示
加密貨幣市場全天候交易，包括周末，價格可能大幅跳空。使用槓桿時，5%的波動足以蝕去倉位大部分保證金。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'بيتكوين يتأرجح حول 104 آلاف دولار مع تباطؤ تدفقات الصناديق',
        desc: 'تحركت أكبر عملة مشفرة بأكثر من 4% خلال يوم واحد مع تراجع التدفقات إلى الصناديق الفورية.',
        content: `تداول بيتكوين بين **101800 و106200 دولار** خلال الساعات الأربع والعشرين الماضية، في أحد أوسع نطاقاته هذا الشهر.

## أسباب الحركة
- تباطأ صافي التدفقات إلى صناديق بيتكوين الفورية الأمريكية لليوم الثالث.
- نقل كبار الحائزين عملات إلى المنصات، في إشارة إلى استعداد بعضهم للبيع.
- تبعت إيثر والعملات الكبرى الأخرى اتجاه بيتكوين بتحركات أكبر.

## تذكير بالمخاطر
تتداول أسواق العملات المشفرة على مدار الساعة بما في ذلك عطلات نهاية الأسبوع، وقد تقفز الأسعار بحدة. مع الرافعة المالية قد تمحو حركة بنسبة 5% جزءاً كبيراً من هامش المركز.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
      spa: {
        title: 'El bitcóin oscila en torno a 104.000 dólares mientras se frenan los flujos hacia los ETF',
        desc: 'La mayor criptomoneda se movió más de un 4 % en un día al enfriarse las entradas en los fondos al contado.',
        content: `El bitcóin cotizó entre **101.800 y 106.200 dólares** en las últimas 24 horas, uno de sus rangos más amplios del mes.

## Por qué se movió
- Las entradas netas en los fondos de bitcóin al contado de EE. UU. se frenaron por tercer día.
- Grandes tenedores trasladaron monedas a los exchanges, señal de que algunos estaban dispuestos a vender.
- El ether y otros grandes tokens siguieron la dirección del bitcóin con movimientos mayores.

## Recordatorio de riesgo
Los mercados cripto operan a todas horas, también los fines de semana, y los precios pueden dar saltos bruscos. Con apalancamiento, un movimiento del 5 % puede borrar buena parte del margen de una posición.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
      },
    },
  },
  {
    logo: '/logos/usoil.svg',
    hoursAgo: 30,
    texts: {
      en: {
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
      hk: {
        title: '油組+示意明年維持供應，油價回落',
        desc: '產油國表示不會進一步減產，美國期油跌向每桶62美元。',
        content: `油組+代表表示組織計劃在首季維持穩定供應，美國期油（WTI）回落至每桶約 **62.30美元**，布蘭特期油約 **65.80美元**。

## 背景
- 美國原油庫存連續第二周上升。
- 冬季檢修結束前，煉油廠需求季節性偏低。
- 交易員亦關注中國燃料進口增長放緩。

## 展望
能源價格對突發消息反應可以十分劇烈。逢周三公布的庫存數據往往帶來短暫而急速的波動。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'النفط يتراجع مع إشارة أوبك+ إلى إمدادات مستقرة حتى العام المقبل',
        desc: 'انخفض خام غرب تكساس نحو 62 دولاراً للبرميل بعد أن أشار المنتجون إلى عدم إجراء تخفيضات إضافية.',
        content: `تراجع الخام الأمريكي إلى نحو **62.30 دولاراً للبرميل** وبرنت إلى قرابة **65.80 دولاراً** بعد أن قال مندوبو أوبك+ إن المجموعة تعتزم الإبقاء على الإمدادات مستقرة خلال الربع الأول.

## الخلفية
- ارتفعت المخزونات في الولايات المتحدة للأسبوع الثاني.
- طلب المصافي منخفض موسمياً قبل انتهاء أعمال الصيانة الشتوية.
- أخذ المتداولون في الحسبان تباطؤ نمو واردات الوقود الصينية.

## التوقعات
قد تتفاعل أسعار الطاقة بقوة مع الأخبار المفاجئة، وغالباً ما تجلب تقارير المخزون الأسبوعية يوم الأربعاء تحركات قصيرة وحادة.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
    },
  },
  {
    logo: '/logos/nas100.svg',
    hoursAgo: 44,
    texts: {
      en: {
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
      hk: {
        title: '晶片股領漲，納指100再創新高',
        desc: '半導體公司業績強勁，科技股升勢延續。',
        content: `納斯達克100指數收市報約 **25,480點**，創歷史新高，半導體及雲端軟件股領漲。

## 重點
- 數據中心需求帶動晶片商季度收入勝預期，股價上升。
- 標普500指數升0.4%，道指變動不大。
- 波動指標維持低位，但大型科技股期權交投增加。

## 指數交易者須知
美國指數市場於紐約時間9:30開市；正常交易時段以外成交稀薄，價格可能較大波動。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'ناسداك 100 يسجل مستوى قياسياً بقيادة شركات الرقائق',
        desc: 'واصلت أسهم التكنولوجيا مكاسبها بعد نتائج قوية لشركات أشباه الموصلات.',
        content: `أغلق مؤشر ناسداك 100 قرب **25480 نقطة**، في مستوى قياسي، بقيادة شركات أشباه الموصلات وبرمجيات الحوسبة السحابية.

## أبرز النقاط
- ارتفعت أسهم شركات الرقائق بعد إيرادات فصلية فاقت التوقعات بفضل الطلب على مراكز البيانات.
- أضاف مؤشر ستاندرد آند بورز 500 نسبة 0.4%، بينما استقر داو جونز تقريباً.
- بقيت مقاييس التقلب منخفضة رغم زيادة نشاط الخيارات على أسهم التكنولوجيا الكبرى.

## ملاحظة لمتداولي المؤشرات
تفتح أسواق المؤشرات الأمريكية عند 9:30 بتوقيت نيويورك، وقد تتحرك الأسعار خارج الساعات العادية بأحجام تداول ضعيفة.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
      jp: {
        title: 'ナスダック100、半導体株主導で最高値を更新',
        desc: '半導体企業の好決算を受け、ハイテク株が上げ幅を広げた。',
        content: `ナスダック100指数は **25,480ポイント** 付近で取引を終え、過去最高値を更新しました。半導体とクラウドソフトウェア銘柄が上昇を主導しました。

## ポイント
- データセンター需要を背景に四半期売上高が予想を上回り、半導体株が上昇しました。
- S&P500は0.4%上昇し、ダウ平均はほぼ横ばいでした。
- ボラティリティ指標は低水準でしたが、大型ハイテク株のオプション取引は増えました。

## 指数取引の注意点
米国の株価指数市場はニューヨーク時間9時30分に開きます。通常取引時間外は出来高が薄く、価格が大きく動くことがあります。

*レバレッジ取引には大きな損失リスクがあります。本記事は市場解説であり、投資助言ではありません。*`,
      },
    },
  },
  {
    logo: '/logos/usdjpy.svg',
    hoursAgo: 58,
    texts: {
      en: {
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
      hk: {
        title: '日圓跌穿155兌1美元，市場留意干預風險',
        desc: '日本官員重申正密切關注匯市走勢。',
        content: `美日息差持續擴闊，美元兌日圓數周以來首次升穿 **155**。

## 要點
- 日本財務省表示正以「高度緊迫感」關注市場。
- 市場預期日本央行只會逐步加息。
- 過往干預曾令匯價於數小時內波動3至5日圓。

## 為何重要
官方突然出手可令匯價大幅超出正常日內波幅。市場跳空時，止蝕單可能以差於設定的價格成交。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'الين يضعف متجاوزاً 155 للدولار والمتداولون يترقبون التدخل',
        desc: 'كرر مسؤولون يابانيون أنهم يراقبون تحركات العملة عن كثب.',
        content: `ارتفع الدولار فوق **155 يناً** للمرة الأولى منذ عدة أسابيع مع بقاء الفارق بين أسعار الفائدة الأمريكية واليابانية واسعاً.

## النقاط الرئيسية
- قالت وزارة المالية اليابانية إنها تراقب السوق «بشعور عالٍ بالإلحاح».
- يُتوقع أن يرفع بنك اليابان الفائدة تدريجياً فقط.
- أدت تدخلات سابقة إلى تحركات بين ثلاثة وخمسة ينات خلال ساعات.

## لماذا يهم ذلك
قد يحرك إجراء رسمي مفاجئ الزوج إلى ما يتجاوز النطاقات اليومية المعتادة، وقد تُنفَّذ أوامر وقف الخسارة بسعر أسوأ من المحدد عند حدوث فجوة سعرية.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
      jp: {
        title: '円安進み1ドル155円台に、市場は介入を警戒',
        desc: '日本の当局者は為替の動きを注視していると改めて表明した。',
        content: `日米金利差が大きいまま推移するなか、ドルは数週間ぶりに **155円** を上回りました。

## ポイント
- 財務省は「高い緊張感を持って」市場を注視していると述べました。
- 日本銀行の利上げは緩やかなペースにとどまると見られています。
- 過去の介入では数時間で3〜5円動いたことがあります。

## 注意点
当局の突然の行動により、通常の値幅を大きく超えて動く可能性があります。相場が飛んだ場合、損切り注文が設定より不利な価格で約定することがあります。

*レバレッジ取引には大きな損失リスクがあります。本記事は市場解説であり、投資助言ではありません。*`,
      },
    },
  },
  {
    logo: '/logos/ger40.svg',
    hoursAgo: 75,
    texts: {
      en: {
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
      hk: {
        title: '德國商業信心改善，DAX指數回升',
        desc: '調查顯示企業對未來數月更樂觀，GER40指數上升0.8%。',
        content: `Ifo商業景氣指數升幅高於預期，德國基準指數升至約 **24,310點**。

## 詳情
- 工業及汽車股領漲。
- 企業表示首季訂單有所改善。
- 歐元轉強限制了出口商的升幅。

## 交易時段
GER40於歐洲時段交易；法蘭克福時間9:00的開市競價往往定下全日基調。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'مؤشر داكس يتعافى مع تحسن ثقة الأعمال في ألمانيا',
        desc: 'ارتفع مؤشر GER40 بنسبة 0.8% بعد أن أظهر مسح أن الشركات أكثر تفاؤلاً بالأشهر المقبلة.',
        content: `صعد المؤشر الألماني الرئيسي إلى نحو **24310 نقطة** بعد ارتفاع مؤشر Ifo لمناخ الأعمال بأكثر من المتوقع.

## التفاصيل
- قادت أسهم الصناعة والسيارات المكاسب.
- أفادت الشركات بتحسن دفاتر الطلبات للربع الأول.
- حدّ ارتفاع اليورو من مكاسب المصدّرين.

## ساعات التداول
يتداول GER40 خلال الساعات الأوروبية، وغالباً ما يحدد مزاد الافتتاح عند 9:00 بتوقيت فرانكفورت اتجاه اليوم.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
      de: {
        title: 'DAX erholt sich dank besserer Stimmung in deutschen Unternehmen',
        desc: 'Der GER40 stieg um 0,8 %, nachdem eine Umfrage mehr Zuversicht für die kommenden Monate zeigte.',
        content: `Der deutsche Leitindex kletterte auf rund **24.310 Punkte**, nachdem der Ifo-Geschäftsklimaindex stärker als erwartet gestiegen war.

## Einzelheiten
- Industrie- und Autowerte führten die Gewinne an.
- Unternehmen meldeten bessere Auftragsbücher für das erste Quartal.
- Ein festerer Euro begrenzte die Gewinne der Exporteure.

## Handelszeiten
Der GER40 wird zu europäischen Zeiten gehandelt; die Eröffnungsauktion um 9:00 Uhr Frankfurter Zeit gibt oft den Ton für den Tag vor.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
      },
    },
  },
  {
    logo: '/logos/gbpusd.svg',
    hoursAgo: 96,
    texts: {
      en: {
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
      hk: {
        title: '英國工資增長勝預期，英鎊走強',
        desc: '市場押後減息預期，英鎊兌美元及歐元上升。',
        content: `官方數據顯示英國平均收入增長快過經濟師預期，英鎊兌美元升至約 **1.3420**。

## 意義
- 工資增長強勁或令服務業通脹維持高企。
- 貨幣市場現時認為英倫銀行下次會議減息的機會減少。
- 歐元兌英鎊跌向0.8700。

## 風險提示
倫敦時間7:00公布數據時，市場往往急速波動，點差亦會在數分鐘內擴闊。

*槓桿交易涉及重大虧損風險。本文僅為市場評論，並非投資建議。*`,
      },
      ar: {
        title: 'الجنيه الإسترليني يرتفع بعد نمو للأجور فاق التوقعات',
        desc: 'صعد الإسترليني أمام الدولار واليورو مع تأجيل الأسواق توقعات خفض الفائدة.',
        content: `ارتفع زوج الجنيه الإسترليني مقابل الدولار إلى نحو **1.3420** بعد أن أظهرت بيانات رسمية نمو متوسط الأجور في المملكة المتحدة بوتيرة أسرع مما توقعه الاقتصاديون.

## ماذا يعني ذلك
- قد يبقي نمو الأجور القوي تضخم الخدمات مرتفعاً.
- باتت أسواق المال ترى فرصة أقل لخفض بنك إنجلترا الفائدة في اجتماعه المقبل.
- تراجع زوج اليورو مقابل الإسترليني نحو 0.8700.

## تذكير بالمخاطر
غالباً ما تسبب البيانات الصادرة عند 7:00 بتوقيت لندن تحركات سريعة واتساعاً في فروق الأسعار لبضع دقائق.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذه المادة تعليق على السوق وليست نصيحة استثمارية.*`,
      },
      spa: {
        title: 'La libra se afianza tras un crecimiento salarial superior al previsto en el Reino Unido',
        desc: 'La libra esterlina ganó frente al dólar y al euro mientras el mercado aplazaba las expectativas de recorte de tipos.',
        content: `El GBP/USD subió hasta cerca de **1,3420** después de que los datos oficiales mostraran que los ingresos medios en el Reino Unido crecen más rápido de lo que esperaban los economistas.

## Qué significa
- Un fuerte crecimiento salarial puede mantener alta la inflación de servicios.
- Los mercados monetarios ven ahora menos probable un recorte del Banco de Inglaterra en la próxima reunión.
- El EUR/GBP cayó hacia 0,8700.

## Recordatorio de riesgo
Los datos publicados a las 7:00, hora de Londres, suelen provocar movimientos rápidos y diferenciales más amplios durante unos minutos.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
      },
    },
  },
  {
    logo: '/logos/ethusd.svg',
    hoursAgo: 120,
    texts: {
      en: {
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
      hk: {
        title: '保證金與槓桿如何運作：首次交易前的簡短指南',
        desc: '保證金是倉位從結餘中佔用的金額；槓桿決定倉位可以有多大。',
        content: `開倉前，先了解落單畫面上各數字的意思會有幫助。

## 保證金
保證金是倉位持有期間佔用的結餘部分。以100倍槓桿計，價值10,000美元的倉位佔用100美元保證金。

## 盈虧
盈虧按倉位的全部規模計算，而非保證金。價值10,000美元的倉位逆向波動1%，即虧損100美元，等於上例的全部保證金。

## 保障自己
1. 每個倉位都設定止蝕。
2. 學習期間使用較小手數。
3. 留意風險率：淨值跌至強制平倉水平時，倉位會被自動平倉。

*槓桿交易涉及重大虧損風險。本指南僅為一般資訊，並非投資建議。*`,
      },
      ar: {
        title: 'كيف يعمل الهامش والرافعة المالية: دليل قصير قبل صفقتك الأولى',
        desc: 'الهامش هو المبلغ الذي يحجزه مركزك من رصيدك، والرافعة تحدد حجم هذا المركز.',
        content: `قبل فتح مركز من المفيد معرفة معنى الأرقام في نموذج الأمر.

## الهامش
الهامش هو جزء الرصيد الذي يحجزه المركز ما دام مفتوحاً. مع رافعة 100 ضعف، يحجز مركز قيمته 10000 دولار هامشاً قدره 100 دولار.

## الربح والخسارة
يتبع الربح والخسارة الحجم الكامل للمركز لا الهامش. حركة بنسبة 1% عكس مركز بقيمة 10000 دولار تعني خسارة 100 دولار، أي كامل الهامش في المثال أعلاه.

## احمِ نفسك
1. ضع أمر وقف خسارة لكل مركز.
2. استخدم عقوداً أصغر أثناء التعلم.
3. راقب نسبة المخاطرة: عندما تنخفض حقوق الملكية إلى مستوى الإغلاق القسري تُغلق المراكز تلقائياً.

*ينطوي التداول بالرافعة المالية على مخاطر خسارة عالية. هذا الدليل معلومات عامة وليس نصيحة استثمارية.*`,
      },
    },
  },
];
