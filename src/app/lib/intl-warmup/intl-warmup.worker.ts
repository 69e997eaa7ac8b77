// Builds one number and one date formatter, then says so: the first Intl formatter a page builds
// loads the ICU data its process then keeps (20–60 ms on this machine's Chromium, several times
// that on a phone), and built here that wait leaves the page's main thread, where the first
// price on / and /trade would otherwise pay it inside the render (issue 21 item 5).
new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(1);
new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(0);
postMessage('warm');
