import type { FieldErrors } from 'react-hook-form';

/** An error's field, found in the form by its name; none for a form-wide error. */
export interface Field {
  /** What its link points to: the input's id, or its group's (<fieldset>). */
  id?: string;
  label?: string;
  /** What takes the focus: the input, or a group's first input. */
  target: HTMLElement;
}

/** Each error with a message, nested ones (an array's row, an object's part) by dotted name. */
export function errorList(errors: FieldErrors, prefix = ''): { name: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return [{ name, message }];
    return key === 'ref' ? [] : errorList(value as FieldErrors, name);
  });
}

const withoutMark = (text: string | null | undefined) =>
  text ? text.replace(/\s*\*\s*$/, '').trim() : undefined;

/**
 * The field named `name` in the form: an input (by its name), or a group of checkboxes or
 * radios drawn as a <fieldset name=...>, labelled by its legend.
 */
export function fieldOf(form: HTMLFormElement | null, name: string): Field | null {
  const found = form?.elements.namedItem(name);
  if (!found) return null;
  const element = (found instanceof RadioNodeList ? found[0] : found) as HTMLElement;
  if (element instanceof HTMLFieldSetElement) {
    const target = element.querySelector<HTMLElement>('input, select, textarea, button');
    if (!target) return null;
    const label = withoutMark(element.querySelector('legend')?.textContent);
    return { id: element.id || target.id || undefined, label, target };
  }
  const labels = (element as HTMLInputElement).labels;
  const label = withoutMark(labels?.[0]?.textContent ?? element.getAttribute('aria-label'));
  return { id: element.id || undefined, label, target: element };
}
