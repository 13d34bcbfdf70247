import { apiClient, apiPath } from 'shared-api';
import type { PackageReleases } from './get-releases';

/** POST /Admin/Releases/{Package}/Promote: the share's release becomes live for everyone. */
export async function promoteRelease(pkg: string): Promise<PackageReleases> {
  const { data } = await apiClient.post<PackageReleases>(apiPath`/Admin/Releases/${pkg}/Promote`);
  return data;
}
