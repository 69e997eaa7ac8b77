// The contract shared by the app and the server. Imports nothing from either.
export * from './languages.ts';
export * from './result.ts';
export * from './decimal.ts';
export * from './market.ts';
export * from './site.ts';
export * from './account.ts';
export * from './orders.ts';
export * from './funding.ts';
export * from './content.ts';
export * from './support.ts';
export * from './push.ts';
export * from './watchlist.ts';
export * from './alerts.ts';
export * from './calls.ts';
export * from './socket.ts';
