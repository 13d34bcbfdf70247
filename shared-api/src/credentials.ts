// shared-api/credentials: the completion letter as an Open Badges 3.0 credential (issue 86),
// plain data and types with no imports, apart from the rest of shared-api, which every first
// visit loads. The server (its route schemas, and the /verify page it draws for a form post)
// reads it as the intern's and public portals do; the calls are in shared-api/letters.

/** A live letter's credential, as GET /Letter/mine names it: what the profile's card links. */
export interface CredentialLink {
  /** The credential's id, an https URL (`<PUBLIC_URL>/credentials/<uuid>`). */
  Id: string;
  /** The achievement's name, the certificate's name ("Internship: <Position>"). */
  Name: string;
  /** The firm's name (the issuer's Profile). */
  Organisation: string;
  /** YYYY-MM-DD. */
  IssuedOn: string;
}

export const CREDENTIAL_RESULTS = ['valid', 'revoked', 'tampered', 'unknown-issuer'] as const;
export type CredentialResult = (typeof CREDENTIAL_RESULTS)[number];

/** POST /Credential/verify's 200: the verdict, in the request's language. */
export interface CredentialCheck {
  Result: CredentialResult;
  /** The sentence the page shows. */
  message: string;
  /** What was checked, each passed or not. */
  Checks: { Check: string; Passed: boolean }[];
  /** Who and what the credential names; null when it could not be read. */
  Subject: { Name: string; Achievement: string; Issuer: string; IssuedOn: string } | null;
}

/** Its refusal (413 over the limit; 422 not JSON, too deep, not a credential): the reason. */
export interface CredentialRefusal {
  message: string;
}

/** What the /verify page shows: a verdict, or the server's reason for refusing the text. */
export type CredentialCheckAnswer = CredentialCheck | CredentialRefusal;

export const isCredentialCheck = (answer: CredentialCheckAnswer): answer is CredentialCheck =>
  'Result' in answer;

/**
 * The key of the /verify page's answer. The page keeps the answer of its check under it, and the
 * server draws a form post to /verify (no JavaScript) with the API's answer body under it (the
 * 200's, or a 413's or 422's `{ message }`), written in `#server-queries`.
 */
export const credentialCheckKey = ['credentialCheck'] as const;

/** The /verify form's field (application/x-www-form-urlencoded) holding the credential's text. */
export const CREDENTIAL_FORM_FIELD = 'credential';

/** The largest credential checked (1 MB); a bigger file is not even read by the page. */
export const CREDENTIAL_MAX_BYTES = 1024 * 1024;

/**
 * LinkedIn's add-to-profile link for the credential (a certification named as the letter's
 * achievement, by the firm, issued in its month), with its URL and `certId` (the letter's code).
 */
export function linkedInAddUrl(credential: CredentialLink, certId: string): string {
  const [year, month] = credential.IssuedOn.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: credential.Name,
    organizationName: credential.Organisation,
    issueYear: year,
    issueMonth: String(Number(month)),
    certUrl: credential.Id,
    certId,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
