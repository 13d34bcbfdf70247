import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Catches the CSV files the tables export: their names and their lines. */
export function captureCsv() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return {
    names,
    lines: (index = 0) =>
      new Promise<string[]>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace('\uFEFF', '').split('\r\n'));
        reader.readAsText(blobs[index]);
      }),
    restore: () => click.mockRestore(),
  };
}

/** Checks the open question's text, answers it, and waits until it has closed. */
export async function answerQuestion(user: UserEvent, question: string, choice: 'Yes' | 'Cancel') {
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
}
