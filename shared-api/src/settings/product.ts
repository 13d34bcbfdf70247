// What the dashboards call the product and the firm that runs it.
import { m } from '../i18n/mark';

/** The product's name, as the dashboards' top bar says it (translated there, t(PRODUCT_NAME)). */
export const PRODUCT_NAME = m('Internship Programme');

let firmName: string | null = null;

/** The firm the installation names (the server's FIRM_NAME), or null when it names none. */
export function getFirmName(): string | null {
  return firmName;
}

export function setFirmName(name: string | null): void {
  firmName = name?.trim() || null;
}
