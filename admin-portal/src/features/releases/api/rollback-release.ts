import { apiClient, apiPath } from 'shared-api';
import type { PackageReleases } from './get-releases';

/**
 * POST /Admin/Releases/{Package}/Rollback: ends the share (the live release stays) or, without
 * one, makes the release before the live one live again.
 */
export async function rollbackRelease(pkg: string): Promise<PackageReleases> {
  const { data } = await apiClient.post<PackageReleases>(apiPath`/Admin/Releases/${pkg}/Rollback`);
  return data;
}
