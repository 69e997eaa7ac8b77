import type { NewsTexts } from './types.ts';

// The seed articles in French, in the order of articles.ts.
export const fr: NewsTexts = [
  {
    title: "L'EUR/USD se maintient près de 1,17 dans l'attente de l'inflation américaine",
    desc: "L'euro a évolué dans une fourchette étroite face au dollar, le marché intégrant les prochaines étapes de la Fed et de la BCE.",
    content: `L'euro a évolué lundi dans une fourchette serrée autour de **1,1680** dollar, les opérateurs limitant leurs positions avant la publication cette semaine des prix à la consommation aux États-Unis.

## Ce qui a fait bouger la paire
- Les rendements des bons du Trésor américain se sont légèrement détendus après des enquêtes manufacturières plus faibles.
- Des responsables de la Banque centrale européenne ont laissé entendre une longue pause dans l'évolution des taux.
- Les flux de fin de mois des gérants de portefeuille ont provoqué de brèves poussées de volatilité.

## À surveiller
Une inflation plus forte que prévu soutiendrait le dollar, tandis qu'un chiffre modéré pourrait pousser la paire vers la zone de 1,1750 atteinte le mois dernier.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: "L'or se stabilise au-dessus de 4 000 dollars après une semaine agitée",
    desc: 'Le métal jaune a effacé une partie de ses pertes, les achats des banques centrales et un dollar plus faible compensant les prises de bénéfices.',
    content: `L'once d'or au comptant s'échangeait autour de **4 050 dollars**, en rebond après une forte baisse en début de semaine, lorsque les investisseurs ont encaissé les gains accumulés depuis le début de l'année.

## Les moteurs
- Les banques centrales ont continué d'accroître leurs réserves d'or, selon les données du secteur.
- Le repli du dollar a rendu le métal moins cher pour les acheteurs détenteurs d'autres devises.
- La demande physique en Asie s'est raffermie à la faveur de la baisse des prix.

## Les niveaux
Les opérateurs surveillent 3 980 dollars comme support de court terme et 4 120 dollars comme résistance. Des variations de 50 dollars en une séance sont devenues courantes : la taille des positions et le niveau des stop-loss comptent.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: 'Le bitcoin oscille autour de 104 000 dollars, les flux vers les ETF ralentissent',
    desc: "La première cryptomonnaie a varié de plus de 4 % en une journée, les entrées dans les fonds au comptant s'essoufflant.",
    content: `Le bitcoin s'est échangé entre **101 800 et 106 200 dollars** au cours des dernières 24 heures, l'une de ses plus larges fourchettes du mois.

## Pourquoi il a bougé
- Les entrées nettes dans les fonds bitcoin au comptant américains ont ralenti pour le troisième jour consécutif.
- De gros détenteurs ont transféré des jetons vers les plateformes d'échange, signe que certains s'apprêtaient à vendre.
- L'ether et les autres grands jetons ont suivi la direction du bitcoin, avec des mouvements plus amples.

## Rappel sur les risques
Les marchés des cryptomonnaies fonctionnent en continu, week-ends compris, et les cours peuvent décaler brutalement. Avec l'effet de levier, une variation de 5 % peut effacer une grande partie de la marge d'une position.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: "Le pétrole recule, l'OPEP+ annonce une offre stable jusqu'à l'an prochain",
    desc: 'Le brut WTI a glissé vers 62 dollars le baril après que les producteurs ont écarté de nouvelles baisses de production.',
    content: `Le brut américain (WTI) a reculé vers **62,30 dollars le baril** et le Brent vers **65,80 dollars**, après que des délégués de l'OPEP+ ont indiqué que le groupe entendait maintenir une offre stable jusqu'au premier trimestre.

## Contexte
- Les stocks américains ont augmenté pour la deuxième semaine d'affilée.
- La demande des raffineries est saisonnièrement plus faible avant la fin des maintenances hivernales.
- Les opérateurs ont aussi pris en compte le ralentissement de la croissance des importations chinoises de carburant.

## Perspectives
Les prix de l'énergie peuvent réagir vivement à des nouvelles inattendues. Les chiffres hebdomadaires des stocks, publiés le mercredi, provoquent souvent des mouvements brefs et violents.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: 'Le Nasdaq 100 signe un record, porté par les fabricants de puces',
    desc: 'Les valeurs technologiques ont prolongé leur hausse après de solides résultats des groupes de semi-conducteurs.',
    content: `L'indice Nasdaq 100 a clôturé près de **25 480 points**, un record, entraîné par les semi-conducteurs et les éditeurs de logiciels de cloud.

## Les faits marquants
- Les fabricants de puces ont progressé après un chiffre d'affaires trimestriel supérieur aux prévisions, porté par la demande des centres de données.
- Le S&P 500 a gagné 0,4 %, tandis que le Dow Jones est resté quasi stable.
- Les indicateurs de volatilité sont restés bas, même si l'activité sur les options des grandes valeurs technologiques s'est accrue.

## À l'attention des traders d'indices
Les marchés d'indices américains ouvrent à 9 h 30, heure de New York ; en dehors des heures régulières, les cours peuvent bouger sur de faibles volumes.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: 'Le yen passe au-delà de 155 pour un dollar, le marché guette une intervention',
    desc: "Les autorités japonaises ont répété suivre de près l'évolution des changes.",
    content: `Le dollar est repassé au-dessus de **155 yens** pour la première fois depuis plusieurs semaines, l'écart de taux d'intérêt entre les États-Unis et le Japon restant important.

## Points clés
- Le ministère japonais des Finances a déclaré suivre le marché « avec un sens aigu de l'urgence ».
- La Banque du Japon ne devrait relever ses taux que très progressivement.
- Par le passé, les interventions ont fait varier la paire de trois à cinq yens en quelques heures.

## Pourquoi c'est important
Une action soudaine des autorités peut emporter la paire bien au-delà de ses fourchettes quotidiennes habituelles. En cas de gap, un ordre stop-loss peut être exécuté à un prix moins favorable que celui fixé.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: "Le DAX se reprend grâce à l'amélioration du moral des entreprises allemandes",
    desc: "L'indice GER40 a gagné 0,8 % après une enquête montrant des entreprises plus optimistes pour les mois à venir.",
    content: `L'indice phare de la Bourse allemande est monté vers **24 310 points** après une hausse plus forte que prévu de l'indicateur Ifo du climat des affaires.

## Détails
- Les valeurs industrielles et automobiles ont mené la hausse.
- Les entreprises font état de carnets de commandes mieux remplis pour le premier trimestre.
- La fermeté de l'euro a limité les gains des exportateurs.

## Horaires de cotation
Le GER40 se négocie aux heures européennes ; le fixing d'ouverture de 9 h, heure de Francfort, donne souvent le ton de la journée.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: 'La livre se raffermit, les salaires britanniques progressent plus que prévu',
    desc: "Le sterling a progressé face au dollar et à l'euro, le marché repoussant ses anticipations de baisse des taux.",
    content: `Le GBP/USD est monté vers **1,3420** après la publication de données officielles montrant une hausse des salaires moyens au Royaume-Uni plus rapide qu'attendu par les économistes.

## Ce que cela signifie
- Une forte hausse des salaires peut maintenir l'inflation des services à un niveau élevé.
- Les marchés monétaires jugent désormais moins probable une baisse de taux de la Banque d'Angleterre lors de sa prochaine réunion.
- L'EUR/GBP a reculé vers 0,8700.

## Rappel sur les risques
Les statistiques publiées à 7 h, heure de Londres, provoquent souvent des mouvements rapides et un élargissement des spreads pendant quelques minutes.

*Le trading avec effet de levier comporte un risque élevé de perte. Cette note est un commentaire de marché, et non un conseil en investissement.*`,
  },
  {
    title: 'Marge et effet de levier : un petit guide avant votre premier ordre',
    desc: "La marge est la somme que votre position bloque sur votre solde ; l'effet de levier détermine la taille que peut atteindre cette position.",
    content: `Avant d'ouvrir une position, mieux vaut savoir ce que signifient les chiffres du ticket d'ordre.

## La marge
La marge est la partie de votre solde qu'une position immobilise tant qu'elle est ouverte. Avec un effet de levier de 100, une position de 10 000 dollars bloque 100 dollars de marge.

## Gains et pertes
Les gains et les pertes dépendent de la taille totale de la position, et non de la marge. Une variation défavorable de 1 % sur une position de 10 000 dollars représente une perte de 100 dollars : toute la marge de l'exemple ci-dessus.

## Se protéger
1. Placez un stop-loss sur chaque position.
2. Tradez des lots plus petits pendant votre apprentissage.
3. Gardez un œil sur votre taux de risque : lorsque les fonds propres tombent au niveau de clôture forcée (stop-out), les positions sont fermées automatiquement.

*Le trading avec effet de levier comporte un risque élevé de perte. Ce guide est une information générale, et non un conseil en investissement.*`,
  },
];
