import { EXCLUDED_DIALING_CODES } from '../../contract/index.ts';
import { areaCodeRepository as repo, type AreaCodeRow } from '../db/area-code-repository.ts';
import type { Executor } from '../db/wallet-repository.ts';
import { AreaRequired, CountryRefused } from '../errors.ts';

/** Countries and regions with their dialing codes (seeded), and who may register from them. */
export function createAreaCodes(db: Executor) {
  async function dialingCode(areaId: number): Promise<string> {
    const code = await repo.dialingCode(db, areaId);
    if (code === undefined) throw new AreaRequired();
    return code;
  }

  return {
    /** In the order the picker shows them: the second entry is the default. */
    list: (): Promise<AreaCodeRow[]> => repo.all(db),

    /** The dialing code of area_id (null when none was given and none is required), refusing the excluded countries. */
    async allowedDialingCode(areaId: number | undefined, required: boolean): Promise<string | null> {
      if (areaId === undefined) {
        if (required) throw new AreaRequired();
        return null;
      }
      const code = await dialingCode(areaId);
      if (EXCLUDED_DIALING_CODES.has(code)) throw new CountryRefused();
      return code;
    },
  };
}
export type AreaCodes = ReturnType<typeof createAreaCodes>;
