// Builds one number and one date formatter, then says so: the first Intl formatter a page builds
// loads the ICU data its process then keeps (20–60 ms on this machine's Chromium, several times
// that on a phone), and built here that wait leaves the page's main thread, where /trade's chart
// (its time axis, its zone line) would otherwise pay it (issue 21 item 5). Prices need no Intl
// (features/market/decimal-text.ts).
new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(1);
new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(0);
postMessage('warm');
