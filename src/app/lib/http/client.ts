// The HTTP client over the whole call table: one typed function for every call name. Screens on
// the start of / bind only their domain's table instead (caller.ts, wiring.ts); this one stays for
// the code that uses any call by name.
import { calls, type CallData, type CallInput, type CallName } from '../../../contract/calls.ts';
import { createCaller, type CallOptions, type ClientDeps } from './caller.ts';

export { toParams, type CallOptions, type ClientDeps } from './caller.ts';

export type Api = <K extends CallName>(name: K, input: CallInput<K>, options?: CallOptions) => Promise<CallData<K>>;

export function createApi(deps: ClientDeps): Api {
  return createCaller(deps)(calls);
}
