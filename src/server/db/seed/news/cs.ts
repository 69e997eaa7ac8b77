import type { NewsTexts } from './types.ts';

// The seed articles in Czech, in the order of articles.ts.
export const cs: NewsTexts = [
  {
    title: 'EUR/USD se drží u 1,17, trh čeká na americkou inflaci',
    desc: 'Euro se vůči dolaru pohybovalo v úzkém pásmu, zatímco trh započítával další kroky Fedu a ECB.',
    content: `Euro se v pondělí obchodovalo v úzkém pásmu kolem **1,1680** dolaru. Obchodníci drželi před zveřejněním amerických spotřebitelských cen tento týden jen malé pozice.

## Co pohybovalo měnovým párem
- Výnosy amerických státních dluhopisů po slabších průzkumech ve zpracovatelském průmyslu mírně klesly.
- Představitelé Evropské centrální banky naznačili delší pauzu ve změnách sazeb.
- Toky správců portfolií na konci měsíce přinesly krátké výkyvy volatility.

## Na co se zaměřit
Vyšší než očekávaná inflace by podpořila dolar, slabší číslo by naopak mohlo pár posunout k oblasti 1,1750 z minulého měsíce.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'Zlato se po rozkolísaném týdnu stabilizovalo nad 4 000 dolary',
    desc: 'Kov umazal část ztrát, nákupy centrálních bank a slabší dolar vyvážily vybírání zisků.',
    content: `Spotové zlato se obchodovalo kolem **4 050 dolarů za unci**. Zotavilo se tak z prudkého poklesu na začátku týdne, kdy investoři vybírali zisky z letošní rally.

## Hnací síly
- Centrální banky podle oborových dat dále navyšovaly zlaté rezervy.
- Slabší dolar zlevnil kov pro kupce s jinými měnami.
- S poklesem cen oživila fyzická poptávka v Asii.

## Důležité úrovně
Obchodníci sledují 3 980 dolarů jako blízkou podporu a 4 120 dolarů jako rezistenci. Výkyvy o 50 dolarů během jedné seance jsou běžné, proto záleží na velikosti pozice a úrovni stop-lossu.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'Bitcoin kolísá kolem 104 000 dolarů, přílivy do ETF zpomalují',
    desc: 'Největší kryptoměna se během dne pohnula o více než 4 %, příliv peněz do spotových fondů ochladl.',
    content: `Bitcoin se za posledních 24 hodin obchodoval mezi **101 800 a 106 200 dolary**, což je jedno z nejširších rozpětí tohoto měsíce.

## Proč se cena hýbala
- Čisté přílivy do amerických spotových bitcoinových fondů zpomalily už třetí den.
- Velcí držitelé přesouvali mince na burzy, což naznačuje, že někteří se chystají prodávat.
- Ether a další velké tokeny sledovaly směr bitcoinu s ještě většími pohyby.

## Upozornění na riziko
Kryptoměnové trhy se obchodují nepřetržitě včetně víkendů a ceny mohou prudce skočit. S pákou může pohyb o 5 % smazat velkou část marže pozice.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'Ropa oslabuje, OPEC+ signalizuje stabilní nabídku až do příštího roku',
    desc: 'Ropa WTI klesla k 62 dolarům za barel poté, co producenti naznačili, že těžbu dále omezovat nebudou.',
    content: `Americká ropa WTI zlevnila zhruba na **62,30 dolaru za barel** a Brent asi na **65,80 dolaru** poté, co delegáti OPEC+ uvedli, že skupina chce udržet nabídku stabilní až do prvního čtvrtletí.

## Pozadí
- Zásoby ve Spojených státech rostly druhý týden po sobě.
- Poptávka rafinérií je sezonně nižší, dokud neskončí zimní odstávky.
- Obchodníci zvažovali i pomalejší růst čínského dovozu paliv.

## Výhled
Ceny energií mohou na nečekané zprávy reagovat velmi prudce. Týdenní údaje o zásobách, zveřejňované ve středu, často přinášejí krátké a ostré pohyby.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'Nasdaq 100 na rekordu, růst táhnou výrobci čipů',
    desc: 'Technologické akcie po silných výsledcích polovodičových firem rozšířily zisky.',
    content: `Index Nasdaq 100 zakončil obchodování poblíž **25 480 bodů**, na historickém maximu. Růst vedly polovodičové firmy a výrobci cloudového softwaru.

## Hlavní body
- Akcie výrobců čipů posílily poté, co čtvrtletní tržby díky poptávce datových center překonaly odhady.
- S&P 500 přidal 0,4 %, Dow Jones se téměř nezměnil.
- Ukazatele volatility zůstaly nízko, obchodování s opcemi na velké technologické tituly však vzrostlo.

## Poznámka pro obchodníky s indexy
Americké indexové trhy otevírají v 9:30 newyorského času; mimo běžné obchodní hodiny se ceny mohou při nízkých objemech výrazně pohybovat.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'Jen oslabil za hranici 155 za dolar, trh vyhlíží intervenci',
    desc: 'Japonští představitelé zopakovali, že pohyby měny pozorně sledují.',
    content: `Dolar se poprvé za několik týdnů dostal nad **155 jenů**, protože rozdíl mezi úrokovými sazbami v USA a Japonsku zůstává velký.

## Klíčové body
- Japonské ministerstvo financí uvedlo, že trh sleduje „s vysokým pocitem naléhavosti“.
- Od Japonské centrální banky se čeká jen postupné zvyšování sazeb.
- Minulé intervence pohnuly kurzem o tři až pět jenů během několika hodin.

## Proč na tom záleží
Náhlý zásah úřadů může pár posunout daleko za běžné denní rozpětí. Při cenové mezeře může být stop-loss vykonán za horší cenu, než byla nastavena.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'DAX se zotavuje díky lepší náladě německých firem',
    desc: 'Index GER40 vzrostl o 0,8 % poté, co průzkum ukázal větší optimismus firem ohledně příštích měsíců.',
    content: `Hlavní německý index vystoupal zhruba na **24 310 bodů** poté, co index podnikatelského klimatu Ifo vzrostl více, než se čekalo.

## Podrobnosti
- Růst vedly průmyslové a automobilové akcie.
- Firmy hlásily lepší stav zakázek na první čtvrtletí.
- Silnější euro brzdilo zisky exportérů.

## Obchodní hodiny
GER40 se obchoduje v evropských hodinách; otevírací aukce v 9:00 frankfurtského času často udává tón celého dne.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'Libra posiluje, britské mzdy rostou rychleji, než se čekalo',
    desc: 'Britská libra posílila vůči dolaru i euru, protože trh odsunul očekávání snížení sazeb.',
    content: `Pár GBP/USD vystoupal zhruba na **1,3420** poté, co oficiální data ukázala, že průměrné výdělky ve Spojeném království rostou rychleji, než ekonomové očekávali.

## Co to znamená
- Silný růst mezd může udržet inflaci ve službách vysoko.
- Peněžní trhy nyní vidí menší šanci, že Bank of England na příštím zasedání sníží sazby.
- EUR/GBP klesl k 0,8700.

## Upozornění na riziko
Data zveřejňovaná v 7:00 londýnského času často vyvolávají rychlé pohyby a na několik minut širší spready.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento text je komentářem k trhu, nikoli investičním doporučením.*`,
  },
  {
    title: 'Jak funguje marže a páka: krátký průvodce před prvním obchodem',
    desc: 'Marže je částka, kterou pozice blokuje z vašeho zůstatku; páka určuje, jak velká ta pozice může být.',
    content: `Než otevřete pozici, vyplatí se vědět, co znamenají čísla v pokynu.

## Marže
Marže je část zůstatku, kterou pozice blokuje, dokud je otevřená. S pákou 100x blokuje pozice v hodnotě 10 000 dolarů marži 100 dolarů.

## Zisk a ztráta
Zisk a ztráta se odvíjejí od celé velikosti pozice, nikoli od marže. Pohyb o 1 % proti pozici v hodnotě 10 000 dolarů znamená ztrátu 100 dolarů, tedy celou marži z příkladu výše.

## Jak se chránit
1. Ke každé pozici nastavte stop-loss.
2. Dokud se učíte, obchodujte menší loty.
3. Sledujte míru rizika: když vlastní kapitál klesne na úroveň stop-outu, pozice se automaticky uzavřou.

*Obchodování s pákou je spojeno s vysokým rizikem ztráty. Tento průvodce je obecnou informací, nikoli investičním doporučením.*`,
  },
];
