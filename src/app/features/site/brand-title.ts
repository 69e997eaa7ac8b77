// On Android the document title is the brand title (SPEC.md section 4): the site's name from the
// base data, read through the query cache that the trade ticket and the account forms read too,
// so a first /trade asks for it once. Loaded only on Android, after the first screen.
import { queryClient } from '../../lib/query/index.ts';
import { basicInfoQuery } from './queries.ts';

export async function applyBrandTitle(): Promise<void> {
  const info = await queryClient.fetchQuery(basicInfoQuery);
  if (info.site_name) document.title = info.site_name;
}
