import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Catches the files a page saves (saveFile's link click): each one's name and blob. */
export function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    last = blob;
    return 'blob:download';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: last as Blob });
  });
  return { saved, restore: () => click.mockRestore() };
}

/** Catches the CSV files the tables export: their names and their lines. */
export function captureCsv() {
  const { saved, restore } = captureDownloads();
  return {
    get names() {
      return saved.map((file) => file.name);
    },
    lines: (index = 0) =>
      new Promise<string[]>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace('\uFEFF', '').split('\r\n'));
        reader.readAsText(saved[index].blob);
      }),
    restore,
  };
}

/** Checks the open question's text, answers it, and waits until it has closed. */
export async function answerQuestion(user: UserEvent, question: string, choice: 'Yes' | 'Cancel') {
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
}
