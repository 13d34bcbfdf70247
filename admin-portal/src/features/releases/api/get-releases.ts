import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';

export const releasesLoadFailure = m('Could not get Releases');

const releaseFiguresSchema = z.object({
  Release: z.string(),
  CreatedAt: z.string(),
  GitCommit: z.nullable(z.string()),
  PageViews: z.number(),
  Errors: z.number(),
});

const packageReleasesSchema = z.object({
  Package: z.string(),
  /** The figures are counted from this moment. */
  Since: z.string(),
  Live: z.nullable(z.string()),
  Share: z.nullable(
    z.object({
      Release: z.string(),
      Percent: z.number(),
      StartedAt: z.string(),
      AutoPromote: z.boolean(),
    }),
  ),
  // A string, not the three outcomes the server names today: an outcome this screen does not
  // know must not keep an administrator from rolling back.
  LastEnded: z.nullable(
    z.object({
      Release: z.string(),
      Outcome: z.string(),
      Reason: z.nullable(z.string()),
      EndedAt: z.string(),
    }),
  ),
  /** Newest first. */
  Releases: z.array(releaseFiguresSchema),
});

const releasesSchema = z.object({ Packages: z.array(packageReleasesSchema) });

export type ReleaseFigures = z.infer<typeof releaseFiguresSchema>;
export type PackageReleases = z.infer<typeof packageReleasesSchema>;

/** GET /Admin/Releases: each package's live release, its share, and the figures of each release. */
export async function getReleases(): Promise<PackageReleases[]> {
  const { data } = await apiClient.get<unknown>('/Admin/Releases');
  return releasesSchema.parse(data).Packages;
}

export const releasesQuery = () =>
  queryOptions({ queryKey: adminKeys.releases, queryFn: getReleases });

/** A release id (16 hex digits) as the screen shows it: its first 8 digits. */
export const shortRelease = (release: string) => release.slice(0, 8);
