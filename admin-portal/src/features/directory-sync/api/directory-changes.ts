import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';

export const changesLoadFailure = m('Could not get the recent changes');

/** How many changes one request brings (the server's most). */
const PAGE = 50;

const changeSchema = z.object({
  ChangeID: z.number(),
  Directory: z.string(),
  UserID: z.number(),
  UserName: z.string(),
  // A string, not the kinds this screen knows: a new kind must not hide the others.
  Kind: z.string(),
  Detail: z.nullable(z.string()),
  At: z.string(),
});

const pageSchema = z.object({ Changes: z.array(changeSchema), Next: z.nullable(z.number()) });

export type DirectoryChange = z.infer<typeof changeSchema>;

/** GET /Directories/Changes: newest first; `before` is the previous page's Next. */
export async function getDirectoryChanges(before: number | undefined) {
  const params = before === undefined ? { Limit: PAGE } : { Limit: PAGE, Before: before };
  return pageSchema.parse((await apiClient.get<unknown>('/Directories/Changes', { params })).data);
}

export const directoryChangesQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.directoryChanges,
    queryFn: ({ pageParam }) => getDirectoryChanges(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.Next ?? undefined,
  });
