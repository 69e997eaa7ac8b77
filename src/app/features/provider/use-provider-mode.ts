import { useAtomValue } from '../../state/store.ts';
import { companyStatusAtom } from './queries.ts';

/**
 * Whether /product searches providers: true in provider mode, false otherwise, null until the
 * status is known. Offline or on a failed read it is false: the instrument search works from
 * the device's snapshot, the provider search would not.
 */
export function useProviderMode(): boolean | null {
  const status = useAtomValue(companyStatusAtom);
  if (status.data) return status.data.isMain === 1;
  return status.isError ? false : null;
}
