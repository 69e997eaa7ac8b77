import type { LegalSet } from './types.ts';

export const it: LegalSet = {
  terms: {
    title: 'Termini di servizio',
    body: `I presenti termini regolano l'uso dell'app e del sito Lotwise (il "servizio"). Registrandoti confermi di averli letti e di accettarli.

## 1. Requisiti
Devi avere almeno 18 anni e la capacità legale di concludere contratti. Il servizio non è offerto ai residenti di Corea del Nord, Israele, Cina, Vanuatu o Cuba, né dove violerebbe la legge locale.

## 2. Il tuo conto
Mantieni segreti la password e i codici di verifica. Sei responsabile di tutto ciò che viene fatto con il tuo conto. Avvisaci subito se pensi che qualcun altro lo abbia usato.

## 3. Trading
Tutte le posizioni sono contratti per differenza sui prezzi da noi quotati; non possiedi mai l'attività sottostante. Gli ordini vengono eseguiti al prezzo disponibile al momento dell'esecuzione, che può differire da quello visualizzato. Possiamo rifiutare un ordine, chiudere posizioni quando il margine scende al livello di stop-out e sospendere la negoziazione di uno strumento quando il suo mercato è chiuso o i prezzi non sono affidabili.

## 4. Depositi e prelievi
I fondi devono provenire da conti intestati a te e tornare su di essi. Prima di elaborare un pagamento possiamo chiedere prova dell'identità e dell'origine dei fondi.

## 5. Uso corretto
Non devi sfruttare errori di prezzo, sovraccaricare il servizio con strumenti automatici né usarlo per riciclaggio o altri scopi illeciti. Possiamo sospendere i conti che lo fanno.

## 6. Responsabilità
Il servizio è fornito così com'è. Non rispondiamo delle perdite dovute ai movimenti di mercato, a eventi al di fuori del nostro controllo o alle tue decisioni.

## 7. Modifiche
Possiamo aggiornare questi termini. La nuova versione è mostrata nell'app con la sua data; continuare a usare il servizio significa accettarla.`,
  },
  privacy: {
    title: 'Informativa sulla privacy',
    body: `Questa informativa spiega quali dati personali raccoglie Lotwise, perché e quali diritti hai.

## Dati raccolti
- Dati del conto: indirizzo email o numero di telefono, password (conservata solo come hash sicuro) e codice invito.
- Dati di identità inviati per la verifica: nome, numero del documento d'identità o del passaporto e foto del documento.
- Dati di trading e pagamento: ordini, saldi, depositi e prelievi.
- Dati tecnici: indirizzo IP, tipo di dispositivo e browser, lingua e registri degli eventi di sicurezza.

## Finalità
Usiamo i tuoi dati per gestire il conto ed eseguire gli ordini, verificare la tua identità e prevenire frodi e riciclaggio, proteggere il servizio e adempiere agli obblighi di legge e contabili. Non vendiamo i tuoi dati.

## Condivisione
Condividiamo dati solo con fornitori di pagamento e verifica che agiscono per nostro conto, con revisori e consulenti e con le autorità quando la legge lo richiede.

## Conservazione
Conserviamo i dati di conto, identità e transazioni per il periodo previsto dalla legge dopo la chiusura del conto (di solito cinque anni) e i registri tecnici per meno tempo.

## I tuoi diritti
Puoi chiedere una copia dei tuoi dati, la loro rettifica e, ove la legge lo consenta, la cancellazione o la limitazione del trattamento. Scrivi all'email per i reclami indicata nel centro utente.

## Sicurezza
Le connessioni sono cifrate, le password sono salvate come hash e l'accesso ai dati personali è limitato al personale che ne ha bisogno.`,
  },
  risk: {
    title: 'Informativa sui rischi',
    body: `Negoziare contratti per differenza con leva è ad alto rischio e non è adatto a tutti. Leggi questa informativa prima di fare trading.

## La leva amplifica le perdite
Con la leva un piccolo movimento di prezzo ha un grande effetto sul conto. Con leva 100, un movimento dell'1% a tuo sfavore fa perdere l'equivalente dell'intero margine.

## Puoi perdere tutto il denaro depositato
Le posizioni vengono chiuse automaticamente quando il livello di margine scende al livello di stop-out, e le perdite possono realizzarsi rapidamente. Fai trading solo con denaro che puoi permetterti di perdere.

## I prezzi possono muoversi in fretta
I mercati possono aprire con gap, reagire alle notizie o avere poca liquidità. Uno stop loss limita le perdite in condizioni normali, ma può essere eseguito a un prezzo peggiore di quello impostato.

## Costi
Ogni ordine paga una commissione di negoziazione, e anche la differenza tra prezzo di acquisto e di vendita è un costo. Fare trading spesso aumenta questi costi.

## Nessuna consulenza
Notizie, classifiche e risultati di altri trader nell'app sono solo informazioni. Non costituiscono consulenza sugli investimenti, e i risultati passati non predicono quelli futuri.

## Conti demo
I risultati di un conto demo non includono la pressione emotiva del denaro reale e potrebbero non ripetersi su un conto reale.

Se non comprendi questi rischi, chiedi una consulenza indipendente prima di fare trading.`,
  },
};
