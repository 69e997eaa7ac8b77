import type { LegalSet } from './types.ts';

export const en: LegalSet = {
  terms: {
    title: 'Terms of service',
    body: `These terms govern your use of the Lotwise app and website (the "service"). By registering you confirm that you have read and accept them.

## 1. Eligibility
You must be at least 18 years old and legally able to enter into contracts. The service is not offered to residents of North Korea, Israel, China, Vanuatu or Cuba, nor where it would break local law.

## 2. Your account
Keep your password and verification codes secret. You are responsible for everything done with your account. Tell us at once if you think someone else has used it.

## 3. Trading
All positions are contracts for difference on the prices we quote; you never own the underlying asset. Orders fill at the price available when they are executed, which can differ from the price you saw. We may refuse an order, close positions when your margin falls to the stop-out level, and suspend trading in an instrument when its market is closed or prices are unreliable.

## 4. Deposits and withdrawals
Funds must come from, and return to, accounts in your own name. We may ask for proof of identity and of the origin of funds before processing a payment.

## 5. Fair use
You must not abuse price errors, use automated tools to overload the service, or use it for money laundering or any unlawful purpose. We may suspend accounts that do.

## 6. Liability
The service is provided as it is. We are not liable for losses caused by market movements, by events outside our control, or by your own decisions.

## 7. Changes
We may update these terms. A new version is shown in the app with its date; continuing to use the service after that means you accept it.`,
  },
  privacy: {
    title: 'Privacy policy',
    body: `This policy explains which personal data Lotwise collects, why, and what rights you have.

## Data we collect
- Account data: email address or phone number, password (stored only as a secure hash), and invitation code.
- Identity data you submit for verification: name, ID or passport number and the photos of the document.
- Trading and payment data: orders, balances, deposits and withdrawals.
- Technical data: IP address, device and browser type, language, and log records of security events.

## Why we use it
We use your data to run your account and execute your orders, to verify your identity and prevent fraud and money laundering, to keep the service secure, and to meet our legal and accounting obligations. We do not sell your data.

## Sharing
We share data only with payment and verification providers acting for us, with auditors and advisers, and with authorities when the law requires it.

## Retention
We keep account, identity and transaction records for as long as the law requires after your account is closed (usually five years), and technical logs for a shorter time.

## Your rights
You may ask for a copy of your data, ask us to correct it, or, where the law allows, to delete it or restrict its use. Write to the complaint email shown in the user centre.

## Security
Connections are encrypted, passwords are hashed, and access to personal data is limited to staff who need it.`,
  },
  risk: {
    title: 'Risk disclosure',
    body: `Trading contracts for difference with leverage is high risk and is not suitable for everyone. Read this disclosure before you trade.

## Leverage magnifies losses
With leverage a small price movement has a large effect on your account. At 100x leverage, a 1% move against you loses an amount equal to your whole margin.

## You can lose all the money you deposit
Positions are closed automatically when your margin level falls to the stop-out level, and losses can be realised quickly. Only trade with money you can afford to lose.

## Prices can move fast
Markets can gap at the open, after news or in periods of low liquidity. A stop-loss order limits losses in normal conditions but may fill at a worse price than the one you set.

## Costs
Every order pays a trading fee, and the spread between buy and sell prices is a cost as well. Frequent trading increases these costs.

## No advice
News, rankings and other traders' results in the app are information only. They are not investment advice, and past results do not predict future ones.

## Demo accounts
Results on a demo account do not include the emotional pressure of real money and may not be repeatable on a real account.

If you do not understand these risks, seek independent advice before trading.`,
  },
};
