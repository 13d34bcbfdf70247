import type { Config } from '../../config';
import type { Db } from '../../db/database';

/** A SCIM request's directory (found by its token) and where its resources live. */
export interface ScimContext {
  db: Db;
  config: Config;
  directory: { id: number; name: string };
  /** `${PUBLIC_URL}/scim/v2`: resources' `location` and `$ref`s. */
  baseUrl: string;
  /** E-mails the request's changes queued, delivered once it is answered. */
  mailIds: number[];
}

export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** ServiceProviderConfig's filter.maxResults: a page never holds more. */
export const MAX_RESULTS = 200;
/** A count or startIndex beyond this is refused, not quietly cut down. */
export const MAX_PAGING = 1000;

export interface Paging {
  startIndex: number;
  count: number;
}

export function listResponse<T>(resources: T[], total: number, paging: Paging) {
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total,
    startIndex: paging.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
