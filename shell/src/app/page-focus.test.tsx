import { act, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore, type ReactElement } from 'react';
import { focusPagesOnNavigation } from './page-focus';
import type { router as appRouter } from './router';

type Listener = (state: typeof appRouter.state) => void;

/**
 * The two things the focus needs of the app's router, the location and its changes, driven by
 * the test: `tell` tells the listener of a navigation, as the router does before React draws
 * the new page; `show` then draws it (or its loading state).
 */
function fakeRouter() {
  let listener: Listener = () => {};
  const state = (pathname: string) =>
    ({ location: { pathname }, navigation: { state: 'idle' } }) as typeof appRouter.state;
  const router = {
    state: state('/'),
    subscribe: (next: Listener) => {
      listener = next;
      return () => {};
    },
  };
  return {
    router: router as unknown as typeof appRouter,
    tell: (path: string) => listener(state(path)),
  };
}

// The page on screen, which the test changes as a navigation would.
let current: ReactElement = <p />;
const drawn = new Set<() => void>();
const show = (next: ReactElement) => {
  current = next;
  drawn.forEach((redraw) => redraw());
};
const subscribe = (redraw: () => void) => {
  drawn.add(redraw);
  return () => drawn.delete(redraw);
};
function Screen() {
  return useSyncExternalStore(subscribe, () => current);
}

const page = (heading: string, field = false) => (
  <main>
    <h1>{heading}</h1>
    {field && <input aria-label="Name" autoFocus />}
    <a href="/next">Go on</a>
  </main>
);

function setUp() {
  const { router, tell } = fakeRouter();
  document.title = 'Internship Programme';
  focusPagesOnNavigation(router);
  current = page('My Interns');
  render(<Screen />);
  return tell;
}

test("a navigation puts the focus on the new page's heading once its code has come, and names it in the title", async () => {
  const tell = setUp();
  // The first load leaves the focus where the browser puts it: the skip link comes first.
  await waitFor(() => expect(document.title).toBe('My Interns – Internship Programme'));
  expect(document.body).toHaveFocus();
  screen.getByRole('link', { name: 'Go on' }).focus();
  tell('/supervisorDashboard/assignedTasks');
  act(() => show(<p>Loading...</p>));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.title).toBe('My Interns – Internship Programme');
  act(() => show(page('Assigned Tasks')));
  const heading = screen.getByRole('heading', { name: 'Assigned Tasks' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(document.title).toBe('Assigned Tasks – Internship Programme');
});

test('a page that puts the focus in its own field keeps it there', async () => {
  const tell = setUp();
  screen.getByRole('link', { name: 'Go on' }).focus();
  tell('/internDashboard/profile/edit');
  act(() => show(page('Edit Profile', true)));
  await waitFor(() => expect(document.title).toBe('Edit Profile – Internship Programme'));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

test("the old page left on screen while the new one's code loads hands the focus on to the new heading", async () => {
  const tell = setUp();
  await waitFor(() => expect(document.title).toBe('My Interns – Internship Programme'));
  screen.getByRole('link', { name: 'Go on' }).focus();
  tell('/adminDashboard/selectedApplicants');
  // Long past the frames after which a heading in place counts as the new page's.
  await new Promise((resolve) => setTimeout(resolve, 400));
  act(() => show(<div>{page('Selected Applicants')}</div>));
  const heading = screen.getByRole('heading', { name: 'Selected Applicants' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(document.title).toBe('Selected Applicants – Internship Programme');
});

test('focus that a closing menu gives back to its button outside <main> goes to the new heading', async () => {
  const tell = setUp();
  const { getByRole } = render(<button type="button">Amani Staff</button>);
  const menuItem = document.createElement('button');
  document.body.append(menuItem);
  menuItem.focus();
  tell('/supervisorDashboard/profile');
  menuItem.remove();
  getByRole('button', { name: 'Amani Staff' }).focus();
  act(() => show(page('My Profile')));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'My Profile' })).toHaveFocus());
});
