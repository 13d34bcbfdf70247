// What the dashboards call the product and the firm that runs it.

/** The product's name, as the page title and the dashboards' top bar say it. */
export const PRODUCT_NAME = 'Internship Programme';

let firmName: string | null = null;

/** The firm the installation names (the server's FIRM_NAME), or null when it names none. */
export function getFirmName(): string | null {
  return firmName;
}

export function setFirmName(name: string | null): void {
  firmName = name?.trim() || null;
}
