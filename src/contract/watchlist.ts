// The watchlist (issue 19 item 4): a person's favourite instruments, in their order.

/** The most instruments one watchlist holds (the server refuses more; the app stops adding). */
export const WATCHLIST_MAX = 100;
