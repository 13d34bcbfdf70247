import { z } from 'zod';
import type {
  DirectoryRow,
  listDirectoryChanges,
} from '../../domain/directories/directories.repository';
import { idField, wholeNumber } from '../../lib/numbers';
import { m, schemaText } from '../../lib/texts';
import { fieldRules, textField } from '../common';

/** The most changes one page holds. */
export const MAX_CHANGES = 50;
const DEFAULT_CHANGES = 20;

const id = z.number().int();
const when = z.string().describe('ISO time');

export const directoryBody = z.object({
  Name: textField('Name', fieldRules.directoryName).describe(
    'How the screens name it, e.g. "Contoso Entra ID"',
  ),
});

export const directorySchema = z.object({
  DirectoryID: id,
  Name: z.string(),
  Connected: z.boolean().describe('false once disconnected: its token no longer works'),
  CreatedAt: when,
  TokenRenewedAt: when,
  RevokedAt: when.nullable(),
  LastRequestAt: when.nullable().describe('Its last SCIM request, answered or refused'),
  LastError: z.string().nullable().describe('Why its last refused request was refused'),
  LastErrorAt: when.nullable(),
  Created: id.describe('Accounts it created'),
  Updated: id.describe('Changes it made to accounts'),
  Deactivated: id.describe('Accounts it deactivated'),
});

export const toDirectory = (row: DirectoryRow): z.infer<typeof directorySchema> => ({
  DirectoryID: row.id,
  Name: row.name,
  Connected: row.revoked_at === null,
  CreatedAt: row.created_at,
  TokenRenewedAt: row.token_renewed_at,
  RevokedAt: row.revoked_at,
  LastRequestAt: row.last_request_at,
  LastError: row.last_error,
  LastErrorAt: row.last_error_at,
  Created: row.created_count,
  Updated: row.updated_count,
  Deactivated: row.deactivated_count,
});

export const tokenSchema = z
  .string()
  .describe('The bearer token for the SCIM service provider: shown this once, stored only hashed');

const limitMessage = schemaText(
  m('The Limit must be a whole number from 1 to {max}.', { max: MAX_CHANGES }),
);

export const changesQuery = z.object({
  Before: idField('Before').optional().describe("The previous page's Next: only older changes"),
  Limit: wholeNumber(1, MAX_CHANGES, limitMessage)
    .default(DEFAULT_CHANGES)
    .describe(`Changes per page, 1 to ${MAX_CHANGES} (default ${DEFAULT_CHANGES})`),
});

export const changeSchema = z.object({
  ChangeID: id,
  Directory: z.string().describe("The directory's name"),
  UserID: id,
  UserName: z.string(),
  Kind: z
    .string()
    .describe(
      'directory-created, directory-updated, directory-role, directory-deactivated, ' +
        'directory-reactivated or directory-deleted',
    ),
  Detail: z.string().nullable().describe('What it changed, as the directory sent it'),
  At: when,
});

type ChangeRow = Awaited<ReturnType<typeof listDirectoryChanges>>[number];

export const toChange = (row: ChangeRow): z.infer<typeof changeSchema> => ({
  ChangeID: row.id,
  Directory: row.directory,
  UserID: row.userId,
  UserName: row.userName,
  Kind: row.kind,
  Detail: row.detail,
  At: row.at,
});
