// The start's script evaluation in two tasks instead of one (issue 21 item 5). Imported first by
// main.tsx: routes.js (the libraries, the contract, the screens' shared code) is evaluated before
// this module, the rest of index.js (React DOM, the router, the start) after it, in a task of its
// own. One task of about 25 ms on a desktop was a phone's 100 ms of blocked input; its two halves
// stay near the 50 ms at which a task starts to block.
await new Promise((resolve) => setTimeout(resolve));

export {};
