import type { Page } from 'playwright-core';
import { pdf, today } from './app';

export interface Person {
  Name: string;
  Email: string;
  /** National number after +254. */
  Phone: string;
}

/** Types a Kenyan number into the shared phone field (the +254 prefix is fixed). */
export async function typePhone(page: Page, national: string) {
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.focus();
  await phone.press('End');
  await phone.pressSequentially(national);
}

/** The landing page's form, as a visitor fills it, with two PDFs (`padding` bytes larger). */
export async function applyOnLanding(page: Page, person: Person, position: string, padding = 0) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Name' }).fill(person.Name);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.Email);
  await typePhone(page, person.Phone);
  const select = page.getByRole('combobox', { name: 'What are you interested in?' });
  await select.locator('option', { hasText: position }).waitFor({ state: 'attached' });
  await select.selectOption({ label: position });
  const file = (name: string, text: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: pdf(text, padding),
  });
  await page.getByLabel(/^CV/).setInputFiles(file('cv.pdf', `CV of ${person.Name}`));
  await page.getByLabel(/^University Letter/).setInputFiles(file('letter.pdf', 'Letter'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('You will receive an email regarding your application').waitFor();
}

/** Waits for a toast or notice with exactly this text. */
export async function sees(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Answers the shared confirmation dialog with Yes. */
export async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText(question).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

/** A calendar date `days` from today in the firm's time zone, as YYYY-MM-DD. */
export function inDays(days: number, timeZone = 'Africa/Nairobi') {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Chooses a person in a searchable picker (Assign Supervisor): types a name, takes the match. */
export async function pickPerson(page: Page, label: string, name: string, option = name) {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(name);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Monday `weeksBack` weeks before this week's, in the firm's calendar. */
export function monday(weeksBack: number) {
  const date = new Date(`${today()}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday - 7 * weeksBack);
  return date.toISOString().slice(0, 10);
}
