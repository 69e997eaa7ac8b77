// The app's HTTP client over every call by name (`api('myDeal', ...)`). Code on the start of /
// binds its own domain's table with `apiFor` from wiring.ts instead, so the first screen does not
// carry every schema of every call; this module stays the import path for everything else.
import { calls } from '../../../contract/calls.ts';
import { apiFor } from './wiring.ts';

export { apiFor, setSessionLostHandler, type CallOptions } from './wiring.ts';

export const api = apiFor(calls);
