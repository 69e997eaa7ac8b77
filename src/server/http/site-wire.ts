import type { AreaCode } from '../../contract/site.ts';
import type { AreaCodeRow } from '../db/area-code-repository.ts';

export const areaCodeWire = (r: AreaCodeRow): AreaCode => ({ id: Number(r.id), code: r.code, global_code: r.global_code, name: r.name });
