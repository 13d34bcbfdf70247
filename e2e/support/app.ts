import type { Page } from 'playwright-core';

/** The first administrator every `startServer()` creates (its ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-pass-123' };

/**
 * A small but complete PDF (header, one page, cross-reference table with real offsets, trailer,
 * `%%EOF`): what the server's content check accepts, and what a PDF reader opens. `padding`
 * bytes in an unused stream make it as large as a scanned document.
 */
export function pdf(text: string, padding = 0): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(padding > 0 ? [`<< /Length ${padding} >>\nstream\n${'0'.repeat(padding)}\nendstream`] : []),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Today as YYYY-MM-DD in the firm's time zone (the server's APP_TIMEZONE default). */
export function today(timeZone = 'Africa/Nairobi'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
}

/** One call to the real API (`/api` + path); throws with the answer when the status differs. */
export async function api<T = Record<string, unknown>>(
  baseURL: string,
  method: string,
  path: string,
  expected: number,
  { token, json, form }: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(`${method} /api${path}: expected ${expected}, got ${response.status} ${text}`);
  }
  return (text ? JSON.parse(text) : {}) as T;
}

export async function loginToken(baseURL: string, email: string, password: string) {
  const answer = await api<{ token: string }>(baseURL, 'POST', '/login', 200, {
    json: { email, password },
  });
  return answer.token;
}

export interface Applicant {
  Name: string;
  Email: string;
  PhoneNumber: string;
  /** A position's name; its id is looked up. */
  Position: string;
}

/** POST /api/Apply (multipart, two PDFs) as a visitor would; answers the application's id. */
export async function applyThroughApi(baseURL: string, applicant: Applicant): Promise<number> {
  const { Positions } = await api<{ Positions: { id: number; Position: string }[] }>(
    baseURL,
    'GET',
    '/Position',
    200,
  );
  const position = Positions.find((candidate) => candidate.Position === applicant.Position);
  if (!position) throw new Error(`no position ${applicant.Position}`);
  const form = new FormData();
  form.set('Name', applicant.Name);
  form.set('Email', applicant.Email);
  form.set('PhoneNumber', applicant.PhoneNumber);
  form.set('Position', String(position.id));
  const file = (name: string) => new Blob([new Uint8Array(pdf(name))], { type: 'application/pdf' });
  form.set('Cv', file('Curriculum vitae'), 'cv.pdf');
  form.set('AttachmentLetter', file('University letter'), 'letter.pdf');
  const { id } = await api<{ id: number }>(baseURL, 'POST', '/Apply', 201, { form });
  return id;
}

/**
 * An applicant who applied, was scheduled for an interview today (Africa/Nairobi) and passed
 * it, all through the API as the admin would: the state in which /signUp activates an account.
 */
export async function passedApplicant(baseURL: string, applicant: Applicant): Promise<number> {
  const id = await applyThroughApi(baseURL, applicant);
  const token = await loginToken(baseURL, ADMIN.email, ADMIN.password);
  await api(baseURL, 'PUT', `/Apply/${id}`, 200, {
    token,
    json: { ApplicationStatus: 'Accepted', Date: today() },
  });
  await api(baseURL, 'PUT', `/Apply/${id}`, 200, { token, json: { ApplicationStatus: 'Passed' } });
  return id;
}

/** Fills and sends the shell's login form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
