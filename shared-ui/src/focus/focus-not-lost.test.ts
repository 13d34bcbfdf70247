import { focusIsNowhere, watchFocusNotLost } from './focus-not-lost';

// The focus on a control that goes away moves to its table row's next action, else to the heading
// of the part it was in, or to the page's heading; a page replaced as a whole is left to the router.

// Past the moment the watch leaves a page to place the focus itself.
const flush = () => new Promise((resolve) => setTimeout(resolve, 80));
let stop: () => void;

beforeEach(() => {
  document.body.innerHTML = `
    <main><h1>Week of 9 Nov 2026</h1>
      <div id="page">
        <section aria-label="Signed weeks"><h2>Signed weeks</h2>
          <table><tbody><tr><td id="cell"><button id="countersign">Countersign</button></td></tr></tbody></table>
        </section>
        <div id="decisions"><button id="return">Return</button></div>
      </div>
    </main>`;
  stop = watchFocusNotLost();
});
afterEach(() => stop());

const focus = (id: string) => document.getElementById(id)!.focus();

test("a control removed from a section gives the focus to the section's heading", async () => {
  focus('countersign');
  document.getElementById('countersign')!.remove();
  await flush();
  expect(document.activeElement?.textContent).toBe('Signed weeks');
  expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  // Placed by the watch, so a page may still move it; once the user moves it, no longer.
  expect(focusIsNowhere()).toBe(true);
  focus('return');
  expect(focusIsNowhere()).toBe(false);
});

test("a row's action replaced by another gives the focus to the row's next action", async () => {
  focus('countersign');
  const cell = document.getElementById('cell')!;
  cell.innerHTML = '<a href="/week/9">View Info</a>';
  await flush();
  expect(document.activeElement?.textContent).toBe('View Info');
});

test('a page that places the focus itself is left to do so', async () => {
  focus('countersign');
  document.getElementById('countersign')!.remove();
  // As a page's effect does, after the DOM changed: only if the focus is nowhere.
  setTimeout(() => document.activeElement === document.body && focus('return'), 10);
  await flush();
  expect(document.activeElement?.id).toBe('return');
});

test("a control removed outside any section gives the focus to the page's heading", async () => {
  focus('return');
  document.getElementById('decisions')!.remove();
  await flush();
  expect(document.activeElement?.tagName).toBe('H1');
});

test('a control disabled while it works gets the focus back once enabled', async () => {
  focus('return');
  const button = document.getElementById('return') as HTMLButtonElement;
  // What a browser does to a focused button disabled (jsdom keeps its focus).
  button.blur();
  button.disabled = true;
  await flush();
  expect(document.activeElement).toBe(document.body);
  button.disabled = false;
  await flush();
  expect(document.activeElement).toBe(button);
});

test('a page replaced as a whole, or focus left on purpose, is left alone', async () => {
  focus('countersign');
  (document.activeElement as HTMLElement).blur();
  document.querySelector('main')!.append(document.createElement('p'));
  await flush();
  expect(document.activeElement).toBe(document.body);
  focus('return');
  document.getElementById('page')!.remove();
  await flush();
  expect(document.activeElement).toBe(document.body);
});
