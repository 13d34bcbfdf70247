import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, apiPath, m, type Id } from 'shared-api';
import { fieldRules, requiredText } from 'shared-api/forms';
import { adminKeys } from '../../../api/query-keys';

export const directoryTexts = {
  loadFailure: m('Could not get the directories'),
  connectFailure: m('Could not connect the directory'),
  connected: m('Directory connected'),
};

const directorySchema = z.object({
  DirectoryID: z.number(),
  Name: z.string(),
  /** False once disconnected: its token no longer works. */
  Connected: z.boolean(),
  CreatedAt: z.string(),
  TokenRenewedAt: z.string(),
  RevokedAt: z.nullable(z.string()),
  LastRequestAt: z.nullable(z.string()),
  LastError: z.nullable(z.string()),
  LastErrorAt: z.nullable(z.string()),
  Created: z.number(),
  Updated: z.number(),
  Deactivated: z.number(),
});

const directoriesSchema = z.object({
  Directories: z.array(directorySchema),
  /** The SCIM base URL to paste into the directory. */
  ScimUrl: z.string(),
});

export type Directory = z.infer<typeof directorySchema>;
export type Directories = z.infer<typeof directoriesSchema>;

/** The form's schema: the server's rule for a directory's name. */
export const connectSchema = z.object({
  Name: requiredText(m('Name'), fieldRules.directoryName),
});
export type ConnectPayload = z.infer<typeof connectSchema>;

/** GET /Directories: the directories, connected ones first, and the SCIM base URL. */
export async function getDirectories(): Promise<Directories> {
  return directoriesSchema.parse((await apiClient.get<unknown>('/Directories')).data);
}

export const directoriesQuery = () =>
  queryOptions({ queryKey: adminKeys.directories, queryFn: getDirectories });

const tokenSchema = z.object({ Token: z.string() });

/** POST /Directories: its bearer token, answered this once. */
export async function connectDirectory(payload: ConnectPayload) {
  const { data } = await apiClient.post<unknown>('/Directories', payload);
  return z.object({ DirectoryID: z.number(), Token: z.string() }).parse(data);
}

/** POST /Directories/{id}/Token: a new token; the old one stops at once. */
export async function renewDirectoryToken(id: Id) {
  const { data } = await apiClient.post<unknown>(apiPath`/Directories/${id}/Token`);
  return tokenSchema.parse(data).Token;
}

/** DELETE /Directories/{id}: its token stops; it stays in the list as disconnected. */
export async function disconnectDirectory(id: Id) {
  await apiClient.delete(apiPath`/Directories/${id}`);
}
