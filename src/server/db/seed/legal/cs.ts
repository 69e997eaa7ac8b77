import type { LegalSet } from './types.ts';

export const cs: LegalSet = {
  terms: {
    title: 'Podmínky služby',
    body: `Tyto podmínky upravují používání aplikace a webu Lotwise („služba“). Registrací potvrzujete, že jste je přečetli a souhlasíte s nimi.

## 1. Způsobilost
Musíte být starší 18 let a způsobilí uzavírat smlouvy. Služba není nabízena obyvatelům Severní Koreje, Izraele, Číny, Vanuatu ani Kuby, ani tam, kde by porušovala místní právo.

## 2. Váš účet
Heslo a ověřovací kódy uchovávejte v tajnosti. Odpovídáte za vše, co se s vaším účtem děje. Pokud máte podezření, že jej použil někdo jiný, ihned nám to oznamte.

## 3. Obchodování
Všechny pozice jsou rozdílové smlouvy na ceny, které kotujeme; podkladové aktivum nikdy nevlastníte. Pokyny se provádějí za cenu dostupnou v okamžiku provedení, která se může lišit od ceny, kterou jste viděli. Můžeme odmítnout pokyn, uzavřít pozice, když marže klesne na úroveň stop-out, a pozastavit obchodování nástroje, když je jeho trh zavřený nebo ceny nejsou spolehlivé.

## 4. Vklady a výběry
Prostředky musí pocházet z účtů vedených na vaše jméno a na ně se i vracet. Před zpracováním platby můžeme požadovat doklad totožnosti a původu prostředků.

## 5. Férové používání
Nesmíte zneužívat chyby v cenách, přetěžovat službu automatizovanými nástroji ani ji používat k praní peněz či jiným nezákonným účelům. Takové účty můžeme pozastavit.

## 6. Odpovědnost
Služba je poskytována tak, jak je. Neodpovídáme za ztráty způsobené pohyby trhu, událostmi mimo naši kontrolu ani vašimi vlastními rozhodnutími.

## 7. Změny
Tyto podmínky můžeme aktualizovat. Nová verze se zobrazí v aplikaci s datem; pokračováním v používání služby s ní souhlasíte.`,
  },
  privacy: {
    title: 'Zásady ochrany osobních údajů',
    body: `Tyto zásady vysvětlují, jaké osobní údaje Lotwise shromažďuje, proč a jaká máte práva.

## Jaké údaje shromažďujeme
- Údaje o účtu: e-mailová adresa nebo telefonní číslo, heslo (uložené pouze jako bezpečný hash) a kód pozvánky.
- Údaje o totožnosti zaslané k ověření: jméno, číslo průkazu totožnosti nebo pasu a fotografie dokladu.
- Obchodní a platební údaje: pokyny, zůstatky, vklady a výběry.
- Technické údaje: IP adresa, typ zařízení a prohlížeče, jazyk a záznamy o bezpečnostních událostech.

## Proč je používáme
Údaje používáme k vedení vašeho účtu a provádění pokynů, k ověření totožnosti a prevenci podvodů a praní peněz, k zabezpečení služby a k plnění zákonných a účetních povinností. Vaše údaje neprodáváme.

## Předávání
Údaje předáváme jen poskytovatelům plateb a ověřování, kteří jednají naším jménem, auditorům a poradcům a úřadům, pokud to vyžaduje zákon.

## Doba uchování
Záznamy o účtu, totožnosti a transakcích uchováváme po uzavření účtu po dobu stanovenou zákonem (obvykle pět let), technické záznamy kratší dobu.

## Vaše práva
Můžete požádat o kopii svých údajů, jejich opravu a tam, kde to zákon dovoluje, o výmaz nebo omezení zpracování. Napište na e-mail pro stížnosti uvedený v uživatelském centru.

## Zabezpečení
Spojení jsou šifrovaná, hesla hashovaná a přístup k osobním údajům mají jen zaměstnanci, kteří jej potřebují.`,
  },
  risk: {
    title: 'Upozornění na rizika',
    body: `Obchodování s rozdílovými smlouvami s pákou je vysoce rizikové a není vhodné pro každého. Před obchodováním si přečtěte toto upozornění.

## Páka zvětšuje ztráty
S pákou má i malý pohyb ceny velký dopad na váš účet. Při páce 100 znamená pohyb o 1 % proti vám ztrátu ve výši celé marže.

## Můžete přijít o všechny vložené peníze
Pozice se automaticky uzavřou, když úroveň marže klesne na úroveň stop-out, a ztráty mohou vzniknout velmi rychle. Obchodujte jen s penězi, jejichž ztrátu si můžete dovolit.

## Ceny se mohou pohybovat rychle
Trhy mohou otevřít s cenovou mezerou, prudce reagovat na zprávy nebo mít nízkou likviditu. Stop-loss za běžných podmínek omezuje ztráty, ale může být proveden za horší cenu, než jste nastavili.

## Náklady
Každý pokyn platí obchodní poplatek a rozdíl mezi nákupní a prodejní cenou je také nákladem. Časté obchodování tyto náklady zvyšuje.

## Nejde o doporučení
Zprávy, žebříčky a výsledky jiných obchodníků v aplikaci slouží jen pro informaci. Nejsou investičním doporučením a minulé výsledky nepředpovídají budoucí.

## Demo účty
Výsledky na demo účtu nezahrnují psychický tlak skutečných peněz a na skutečném účtu se nemusí zopakovat.

Pokud těmto rizikům nerozumíte, vyhledejte před obchodováním nezávislou radu.`,
  },
};
