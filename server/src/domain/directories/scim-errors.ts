/** RFC 7644 §3.12: the `scimType`s this service provider answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidValue'
  | 'invalidPath'
  | 'invalidSyntax'
  | 'mutability'
  | 'uniqueness'
  | 'noTarget'
  | 'tooMany';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * A refusal said to a directory in SCIM's error format. Its detail is English: it is read in the
 * directory's provisioning log, and on the Directory sync screen as the last error.
 */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }

  body() {
    return {
      schemas: [SCIM_ERROR_SCHEMA],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.detail,
    };
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const mutability = (detail: string) => new ScimError(400, detail, 'mutability');
export const uniqueness = (detail: string) => new ScimError(409, detail, 'uniqueness');
export const scimNotFound = (what: string) => new ScimError(404, `${what} not found`);
