import type { LegalSet } from './types.ts';

export const fr: LegalSet = {
  terms: {
    title: "Conditions d'utilisation",
    body: `Les présentes conditions régissent votre utilisation de l'application et du site Lotwise (le « service »). En vous inscrivant, vous confirmez les avoir lues et acceptées.

## 1. Conditions d'accès
Vous devez avoir au moins 18 ans et la capacité juridique de conclure un contrat. Le service n'est pas proposé aux résidents de Corée du Nord, d'Israël, de Chine, du Vanuatu ou de Cuba, ni là où il enfreindrait la loi locale.

## 2. Votre compte
Gardez votre mot de passe et vos codes de vérification secrets. Vous êtes responsable de tout ce qui est fait avec votre compte. Prévenez-nous immédiatement si vous pensez qu'une autre personne l'a utilisé.

## 3. Trading
Toutes les positions sont des contrats sur différence portant sur les prix que nous cotons ; vous ne détenez jamais l'actif sous-jacent. Les ordres sont exécutés au prix disponible au moment de l'exécution, qui peut différer du prix affiché. Nous pouvons refuser un ordre, clôturer des positions lorsque votre marge atteint le niveau de liquidation, et suspendre la négociation d'un instrument lorsque son marché est fermé ou que ses prix ne sont pas fiables.

## 4. Dépôts et retraits
Les fonds doivent provenir de comptes à votre nom et y être restitués. Nous pouvons demander une preuve d'identité et de l'origine des fonds avant de traiter un paiement.

## 5. Usage loyal
Il est interdit d'exploiter des erreurs de prix, de surcharger le service avec des outils automatisés ou de l'utiliser pour du blanchiment d'argent ou toute fin illicite. Nous pouvons suspendre les comptes concernés.

## 6. Responsabilité
Le service est fourni en l'état. Nous ne sommes pas responsables des pertes dues aux mouvements du marché, à des événements indépendants de notre volonté ou à vos propres décisions.

## 7. Modifications
Nous pouvons mettre à jour ces conditions. Une nouvelle version est affichée dans l'application avec sa date ; continuer à utiliser le service ensuite vaut acceptation.`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    body: `Cette politique explique quelles données personnelles Lotwise collecte, pourquoi, et quels sont vos droits.

## Données collectées
- Données du compte : adresse e-mail ou numéro de téléphone, mot de passe (conservé uniquement sous forme de hachage sécurisé) et code d'invitation.
- Données d'identité transmises pour la vérification : nom, numéro de pièce d'identité ou de passeport et photos du document.
- Données de trading et de paiement : ordres, soldes, dépôts et retraits.
- Données techniques : adresse IP, type d'appareil et de navigateur, langue et journaux des événements de sécurité.

## Finalités
Nous utilisons vos données pour gérer votre compte et exécuter vos ordres, vérifier votre identité et prévenir la fraude et le blanchiment, sécuriser le service et respecter nos obligations légales et comptables. Nous ne vendons pas vos données.

## Partage
Nous ne partageons des données qu'avec les prestataires de paiement et de vérification agissant pour notre compte, nos auditeurs et conseillers, et les autorités lorsque la loi l'exige.

## Conservation
Les données de compte, d'identité et de transactions sont conservées aussi longtemps que la loi l'exige après la clôture du compte (généralement cinq ans) ; les journaux techniques moins longtemps.

## Vos droits
Vous pouvez demander une copie de vos données, leur rectification et, lorsque la loi le permet, leur effacement ou la limitation de leur traitement. Écrivez à l'adresse de réclamation indiquée dans l'espace utilisateur.

## Sécurité
Les connexions sont chiffrées, les mots de passe hachés, et l'accès aux données personnelles est réservé au personnel qui en a besoin.`,
  },
  risk: {
    title: 'Avertissement sur les risques',
    body: `Négocier des contrats sur différence avec effet de levier est très risqué et ne convient pas à tout le monde. Lisez cet avertissement avant de trader.

## Le levier amplifie les pertes
Avec un effet de levier, un faible mouvement de prix a un effet important sur votre compte. Avec un levier de 100, une variation défavorable de 1 % fait perdre l'équivalent de toute votre marge.

## Vous pouvez perdre la totalité de vos dépôts
Les positions sont clôturées automatiquement lorsque votre niveau de marge atteint le seuil de liquidation, et les pertes peuvent se réaliser très vite. Ne tradez qu'avec de l'argent que vous pouvez vous permettre de perdre.

## Les prix peuvent évoluer rapidement
Les marchés peuvent ouvrir en gap, réagir brutalement aux nouvelles ou manquer de liquidité. Un stop loss limite les pertes en conditions normales, mais peut être exécuté à un prix moins favorable que celui fixé.

## Coûts
Chaque ordre paie des frais de transaction, et l'écart entre prix d'achat et de vente est aussi un coût. Trader fréquemment augmente ces coûts.

## Pas de conseil
Les actualités, classements et résultats d'autres traders dans l'application sont fournis à titre d'information. Ils ne constituent pas un conseil en investissement, et les performances passées ne préjugent pas des performances futures.

## Comptes de démonstration
Les résultats d'un compte démo n'incluent pas la pression psychologique de l'argent réel et peuvent ne pas se reproduire sur un compte réel.

Si vous ne comprenez pas ces risques, demandez un avis indépendant avant de trader.`,
  },
};
