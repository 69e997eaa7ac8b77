import type { NewsTexts } from './types.ts';

// The seed articles in German, in the order of articles.ts.
export const de: NewsTexts = [
  {
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
  {
    title: 'Gold stabilisiert sich nach turbulenter Woche über 4.000 Dollar',
    desc: 'Käufe der Notenbanken und ein schwächerer Dollar glichen Gewinnmitnahmen aus; das Edelmetall machte einen Teil seiner Verluste wett.',
    content: `Gold notierte am Kassamarkt bei rund **4.050 Dollar je Unze**. Zu Wochenbeginn war der Preis deutlich gefallen, als Anleger Gewinne aus der Rally seit Jahresbeginn mitnahmen; inzwischen hat er sich erholt.

## Treiber
- Die Zentralbanken stockten ihre Goldreserven laut Branchendaten weiter auf.
- Ein schwächerer Dollar verbilligte das Edelmetall für Käufer aus anderen Währungsräumen.
- Die physische Nachfrage in Asien zog mit den fallenden Preisen an.

## Marken
Händler sehen bei 3.980 Dollar eine kurzfristige Unterstützung und bei 4.120 Dollar einen Widerstand. Ausschläge von 50 Dollar an einem Handelstag sind keine Seltenheit – Positionsgröße und Stop-Loss-Marken sind daher entscheidend.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
  },
  {
    title: 'Bitcoin schwankt um 104.000 Dollar – Zuflüsse in ETFs lassen nach',
    desc: 'Die größte Kryptowährung bewegte sich an einem Tag um mehr als 4 %, weil weniger Geld in Spot-Fonds floss.',
    content: `Bitcoin wurde in den vergangenen 24 Stunden zwischen **101.800 und 106.200 Dollar** gehandelt – eine der größten Handelsspannen in diesem Monat.

## Warum sich der Kurs bewegte
- Die Nettozuflüsse in US-Spot-Bitcoin-Fonds schwächten sich den dritten Tag in Folge ab.
- Große Anleger transferierten Coins auf Handelsplattformen – ein Zeichen, dass einige verkaufen wollten.
- Ether und andere große Token folgten der Richtung des Bitcoins mit stärkeren Ausschlägen.

## Zum Risiko
Kryptomärkte handeln rund um die Uhr, auch am Wochenende, und es kann zu heftigen Kurssprüngen kommen. Mit Hebel kann eine Bewegung von 5 % einen großen Teil der Margin einer Position aufzehren.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
  },
  {
    title: 'Ölpreis gibt nach – OPEC+ signalisiert stabiles Angebot bis ins neue Jahr',
    desc: 'Die US-Sorte WTI fiel in Richtung 62 Dollar je Barrel, nachdem die Förderländer keine weiteren Kürzungen in Aussicht stellten.',
    content: `Die US-Ölsorte WTI verbilligte sich auf rund **62,30 Dollar je Barrel**, die Nordseesorte Brent auf etwa **65,80 Dollar**. Delegierte der OPEC+ hatten erklärt, die Gruppe wolle das Angebot bis ins erste Quartal stabil halten.

## Hintergrund
- Die Lagerbestände in den USA stiegen die zweite Woche in Folge.
- Die Nachfrage der Raffinerien ist saisonbedingt geringer, bis die Wartungsarbeiten im Winter abgeschlossen sind.
- Zudem belastete das langsamere Wachstum der chinesischen Kraftstoffimporte.

## Ausblick
Energiepreise können heftig auf überraschende Nachrichten reagieren. Die wöchentlichen Lagerdaten am Mittwoch sorgen oft für kurze, kräftige Ausschläge.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
  },
  {
    title: 'Nasdaq 100 erreicht Rekordhoch – Chipwerte an der Spitze',
    desc: 'Technologiewerte bauten ihre Gewinne nach starken Zahlen von Halbleiterkonzernen aus.',
    content: `Der Nasdaq 100 schloss bei rund **25.480 Punkten** auf Rekordniveau. Angeführt wurde das Plus von Halbleiter- und Cloud-Software-Unternehmen.

## Das Wichtigste
- Chiphersteller legten zu, nachdem ihre Quartalsumsätze dank der Nachfrage aus Rechenzentren die Prognosen übertrafen.
- Der S&P 500 gewann 0,4 %, der Dow Jones trat nahezu auf der Stelle.
- Die Volatilitätsindikatoren blieben niedrig, der Optionshandel mit großen Technologiewerten nahm jedoch zu.

## Hinweis für Indexhändler
Die US-Indexmärkte öffnen um 9:30 Uhr New Yorker Zeit; außerhalb der regulären Handelszeiten können sich die Kurse bei dünnen Umsätzen stark bewegen.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
  },
  {
    title: 'Yen fällt über 155 je Dollar – Händler rechnen mit Intervention',
    desc: 'Japanische Regierungsvertreter bekräftigten, dass sie die Wechselkursentwicklung genau beobachten.',
    content: `Der Dollar stieg erstmals seit mehreren Wochen über **155 Yen**, da der Zinsabstand zwischen den USA und Japan groß bleibt.

## Die wichtigsten Punkte
- Das japanische Finanzministerium erklärte, es beobachte den Markt „mit großer Dringlichkeit“.
- Von der Bank of Japan werden nur schrittweise Zinserhöhungen erwartet.
- Frühere Interventionen bewegten das Paar binnen Stunden um drei bis fünf Yen.

## Warum das wichtig ist
Ein überraschendes Eingreifen der Behörden kann das Paar weit über die üblichen Tagesspannen hinaus bewegen. Bei Kurslücken können Stop-Loss-Orders zu einem schlechteren Kurs als festgelegt ausgeführt werden.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
  },
  {
    title: 'DAX erholt sich dank besserer Stimmung in deutschen Unternehmen',
    desc: 'Der GER40 stieg um 0,8 %, nachdem eine Umfrage mehr Zuversicht für die kommenden Monate zeigte.',
    content: `Der deutsche Leitindex kletterte auf rund **24.310 Punkte**, nachdem der Ifo-Geschäftsklimaindex stärker als erwartet gestiegen war.

## Einzelheiten
- Industrie- und Autowerte führten die Gewinne an.
- Unternehmen meldeten bessere Auftragsbücher für das erste Quartal.
- Ein festerer Euro begrenzte die Gewinne der Exporteure.

## Handelszeiten
Der GER40 wird zu europäischen Zeiten gehandelt; die Eröffnungsauktion um 9:00 Uhr Frankfurter Zeit gibt oft den Ton für den Tag vor.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
  },
  {
    title: 'Pfund legt zu – britische Löhne steigen stärker als erwartet',
    desc: 'Das Pfund Sterling gewann gegenüber Dollar und Euro, weil der Markt Zinssenkungserwartungen nach hinten verschob.',
    content: `GBP/USD stieg auf rund **1,3420**, nachdem amtliche Daten gezeigt hatten, dass die Durchschnittsverdienste im Vereinigten Königreich schneller wachsen als von Ökonomen erwartet.

## Was das bedeutet
- Kräftige Lohnzuwächse können die Inflation bei Dienstleistungen hoch halten.
- Am Geldmarkt gilt eine Zinssenkung der Bank of England bei der nächsten Sitzung nun als weniger wahrscheinlich.
- EUR/GBP fiel in Richtung 0,8700.

## Zum Risiko
Daten, die um 7:00 Uhr Londoner Zeit veröffentlicht werden, lösen oft schnelle Bewegungen und für einige Minuten breitere Spreads aus.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Text ist ein Marktkommentar und keine Anlageberatung.*`,
  },
  {
    title: 'So funktionieren Margin und Hebel: ein kurzer Leitfaden vor dem ersten Trade',
    desc: 'Die Margin ist der Betrag, den eine Position von Ihrem Guthaben bindet; der Hebel bestimmt, wie groß diese Position sein kann.',
    content: `Bevor Sie eine Position eröffnen, sollten Sie wissen, was die Zahlen im Orderformular bedeuten.

## Margin
Die Margin ist der Teil Ihres Guthabens, den eine Position bindet, solange sie offen ist. Bei einem Hebel von 100 bindet eine Position im Wert von 10.000 Dollar eine Margin von 100 Dollar.

## Gewinn und Verlust
Gewinn und Verlust richten sich nach der vollen Größe der Position, nicht nach der Margin. Eine Bewegung von 1 % gegen eine Position über 10.000 Dollar bedeutet 100 Dollar Verlust – im obigen Beispiel die gesamte Margin.

## So schützen Sie sich
1. Setzen Sie für jede Position einen Stop-Loss.
2. Handeln Sie kleinere Lots, solange Sie lernen.
3. Behalten Sie Ihre Risikoquote im Blick: Fällt das Eigenkapital auf die Stop-out-Schwelle, werden Positionen automatisch geschlossen.

*Der Handel mit Hebel birgt ein hohes Verlustrisiko. Dieser Leitfaden ist eine allgemeine Information und keine Anlageberatung.*`,
  },
];
