import type { NewsTexts } from './types.ts';

// The seed articles in Italian, in the order of articles.ts.
export const it: NewsTexts = [
  {
    title: "EUR/USD stabile vicino a 1,17 in attesa dei dati sull'inflazione USA",
    desc: "L'euro si è mosso in un intervallo ristretto contro il dollaro mentre i mercati scontavano le prossime mosse di Fed e BCE.",
    content: `Lunedì l'euro ha scambiato in una fascia stretta intorno a **1,1680** dollari, con gli operatori che hanno mantenuto posizioni ridotte in vista dei dati sui prezzi al consumo statunitensi in uscita questa settimana.

## Cosa ha mosso il cambio
- I rendimenti dei Treasury sono leggermente scesi dopo indagini manifatturiere più deboli.
- Le dichiarazioni di esponenti della Banca centrale europea hanno lasciato intendere una lunga pausa sui tassi.
- I flussi di fine mese dei gestori di portafoglio hanno aggiunto brevi fiammate di volatilità.

## Cosa osservare
Un'inflazione superiore alle attese sosterrebbe il dollaro, mentre un dato debole potrebbe spingere il cambio verso l'area di 1,1750 toccata il mese scorso.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: "L'oro si stabilizza sopra i 4.000 dollari dopo una settimana volatile",
    desc: 'Il metallo giallo ha recuperato parte delle perdite: gli acquisti delle banche centrali e un dollaro più debole hanno compensato le prese di profitto.',
    content: `L'oro spot scambiava intorno a **4.050 dollari l'oncia**, in recupero dopo il brusco calo di inizio settimana, quando gli investitori hanno incassato i guadagni del rally di quest'anno.

## I fattori
- Secondo i dati di settore, le banche centrali hanno continuato ad aumentare le riserve auree.
- Un dollaro più debole ha reso il metallo più conveniente per chi acquista in altre valute.
- Con il calo dei prezzi è ripresa la domanda fisica in Asia.

## I livelli
Gli operatori guardano a 3.980 dollari come supporto di breve periodo e a 4.120 dollari come resistenza. Oscillazioni di 50 dollari in una seduta sono state frequenti: dimensione delle posizioni e livelli di stop-loss contano.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: 'Bitcoin oscilla intorno a 104.000 dollari mentre rallentano i flussi negli ETF',
    desc: 'La principale criptovaluta si è mossa di oltre il 4% in un giorno, con un raffreddamento degli afflussi nei fondi spot.',
    content: `Nelle ultime 24 ore il bitcoin ha scambiato tra **101.800 e 106.200 dollari**, uno degli intervalli più ampi del mese.

## Perché si è mosso
- Gli afflussi netti nei fondi spot statunitensi sul bitcoin hanno rallentato per il terzo giorno.
- Grandi detentori hanno trasferito monete sugli exchange, segno che alcuni erano pronti a vendere.
- Ether e gli altri principali token hanno seguito la direzione del bitcoin con movimenti più ampi.

## Promemoria sul rischio
I mercati delle criptovalute sono aperti 24 ore su 24, anche nel fine settimana, e i prezzi possono aprire con forti gap. Con la leva, un movimento del 5% può azzerare buona parte del margine di una posizione.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: "Petrolio in calo: l'OPEC+ segnala un'offerta stabile fino al prossimo anno",
    desc: 'Il greggio WTI è sceso verso i 62 dollari al barile dopo che i produttori hanno escluso nuovi tagli alla produzione.',
    content: `Il greggio statunitense (WTI) è sceso a circa **62,30 dollari al barile** e il Brent a circa **65,80 dollari**, dopo che i delegati dell'OPEC+ hanno indicato che il gruppo intende mantenere stabile l'offerta fino al primo trimestre.

## Il contesto
- Le scorte negli Stati Uniti sono aumentate per la seconda settimana.
- La domanda delle raffinerie è stagionalmente più bassa fino alla fine delle manutenzioni invernali.
- Gli operatori hanno valutato anche la crescita più lenta delle importazioni cinesi di carburante.

## Le prospettive
I prezzi dell'energia possono reagire con forza a notizie inattese. I dati settimanali sulle scorte del mercoledì provocano spesso movimenti brevi e bruschi.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: 'Il Nasdaq 100 tocca un nuovo record trainato dai produttori di chip',
    desc: 'I titoli tecnologici hanno esteso i rialzi dopo i solidi risultati delle società di semiconduttori.',
    content: `L'indice Nasdaq 100 ha chiuso vicino a **25.480 punti**, un massimo storico, trainato dai semiconduttori e dalle società di software cloud.

## In evidenza
- I produttori di chip sono saliti dopo ricavi trimestrali superiori alle previsioni grazie alla domanda dei data center.
- L'S&P 500 ha guadagnato lo 0,4%, mentre il Dow Jones è rimasto pressoché invariato.
- Gli indicatori di volatilità sono rimasti bassi, anche se è cresciuta l'attività sulle opzioni dei grandi titoli tecnologici.

## Nota per chi opera sugli indici
I mercati degli indici statunitensi aprono alle 9:30 ora di New York; fuori dall'orario regolare i prezzi possono muoversi con volumi ridotti.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: 'Lo yen si indebolisce oltre quota 155 per dollaro: il mercato teme un intervento',
    desc: 'Le autorità giapponesi hanno ribadito di seguire da vicino i movimenti del cambio.',
    content: `Il dollaro è salito sopra i **155 yen** per la prima volta da diverse settimane, con il differenziale tra i tassi di interesse di Stati Uniti e Giappone che resta ampio.

## Punti chiave
- Il ministero delle Finanze giapponese ha dichiarato di osservare il mercato «con un elevato senso di urgenza».
- Ci si attende che la Banca del Giappone alzi i tassi solo in modo graduale.
- In passato gli interventi hanno provocato movimenti da tre a cinque yen nel giro di poche ore.

## Perché è importante
Un'azione improvvisa delle autorità può spingere il cambio ben oltre i normali intervalli giornalieri. In presenza di un gap, gli ordini stop-loss possono essere eseguiti a un prezzo peggiore di quello impostato.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: 'Il DAX recupera grazie al miglioramento della fiducia delle imprese tedesche',
    desc: "L'indice GER40 è salito dello 0,8% dopo un'indagine che mostra aziende più ottimiste sui prossimi mesi.",
    content: `Il principale indice tedesco è salito a circa **24.310 punti** dopo che l'indice Ifo sul clima di fiducia delle imprese è cresciuto più del previsto.

## I dettagli
- I titoli industriali e automobilistici hanno guidato i rialzi.
- Le aziende hanno segnalato portafogli ordini migliori per il primo trimestre.
- Un euro più forte ha limitato i guadagni degli esportatori.

## Orari di negoziazione
Il GER40 si negozia in orario europeo; l'asta di apertura delle 9:00 ora di Francoforte spesso detta il tono della giornata.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: 'La sterlina si rafforza dopo una crescita dei salari britannici superiore alle attese',
    desc: 'La sterlina è salita contro dollaro ed euro mentre i mercati rinviavano le attese di un taglio dei tassi.',
    content: `Il GBP/USD è salito a circa **1,3420** dopo che i dati ufficiali hanno mostrato retribuzioni medie nel Regno Unito in crescita più rapida di quanto previsto dagli economisti.

## Cosa significa
- Una forte crescita dei salari può mantenere elevata l'inflazione dei servizi.
- I mercati monetari ora vedono minori probabilità di un taglio della Banca d'Inghilterra alla prossima riunione.
- L'EUR/GBP è sceso verso 0,8700.

## Promemoria sul rischio
I dati pubblicati alle 7:00 ora di Londra provocano spesso movimenti rapidi e spread più ampi per qualche minuto.

*Il trading con leva comporta un elevato rischio di perdita. Questa nota è un commento di mercato, non una consulenza in materia di investimenti.*`,
  },
  {
    title: 'Come funzionano margine e leva: una breve guida prima della prima operazione',
    desc: "Il margine è l'importo che la posizione vincola dal tuo saldo; la leva decide quanto grande può essere quella posizione.",
    content: `Prima di aprire una posizione è utile sapere cosa significano i numeri del modulo d'ordine.

## Il margine
Il margine è la parte del saldo che una posizione vincola finché resta aperta. Con una leva di 100x, una posizione da 10.000 dollari vincola 100 dollari di margine.

## Profitti e perdite
Profitti e perdite seguono l'intera dimensione della posizione, non il margine. Un movimento dell'1% contro una posizione da 10.000 dollari equivale a una perdita di 100 dollari: tutto il margine dell'esempio precedente.

## Come proteggersi
1. Imposta uno stop-loss su ogni posizione.
2. Usa lotti più piccoli mentre impari.
3. Tieni d'occhio il tasso di rischio: quando il patrimonio netto scende al livello di stop-out, le posizioni vengono chiuse automaticamente.

*Il trading con leva comporta un elevato rischio di perdita. Questa guida è un'informazione generale, non una consulenza in materia di investimenti.*`,
  },
];
