import { insertDirectory } from '../../src/domain/directories/directories.repository';
import { isoNow } from '../../src/lib/time';
import { hashToken, newToken } from '../../src/lib/tokens';
import type { TestContext } from './test-app';

export const SCIM_JSON = 'application/scim+json';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';

/** A connected directory, as the Directory sync screen makes one: its token known only here. */
export async function connectDirectory(ctx: TestContext, name: string) {
  const token = newToken();
  const id = await insertDirectory(ctx.app.db, {
    name,
    tokenHash: hashToken(token),
    now: isoNow(),
  });
  return { id, name, token };
}

/** A SCIM client for one token, sending application/scim+json as Entra ID and Okta do. */
export function scimClient(ctx: TestContext, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    ctx.app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': SCIM_JSON } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: object) => call('POST', url, body),
    put: (url: string, body: object) => call('PUT', url, body),
    patch: (url: string, ...operations: object[]) =>
      call('PATCH', url, { schemas: [PATCH_OP], Operations: operations }),
    delete: (url: string) => call('DELETE', url),
  };
}

export const filterQuery = (filter: string) => `filter=${encodeURIComponent(filter)}`;
