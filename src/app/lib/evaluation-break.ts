// The start's script evaluation in several tasks instead of one (issue 21 item 5). Imported first
// by main.tsx: routes.js (the libraries, the contract, the routes) is evaluated before this
// module, the rest of index.js (React DOM, the router) after it, in a task of its own; main.tsx
// waits for one more before its body. One task of about 25 ms on a desktop was a phone's 100 ms
// of blocked input; each third stays near the 50 ms at which a task starts to block.
import { yieldTask } from './next-task.ts';

await yieldTask();
