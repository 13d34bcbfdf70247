import { act, fireEvent, render, screen } from '@testing-library/react';
import { useId, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { countPageViews, startReleaseReports } from '../release-reports';
import { addRolledBack } from '../rolled-back-store';
import { writePageReleases } from '../testing/write-page-releases';
import { WithRolledBackNotice } from './rolled-back-notice';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

test('floats the reload notice over the page, which stays usable, once an answer names a rolled-back release', async () => {
  jest.useFakeTimers();
  writePageReleases({ shell: 'aaaaaaaaaaaaaaaa', 'intern-portal': 'bbbbbbbbbbbbbbbb' });
  history.replaceState(null, '', '/internDashboard');
  const answers = [{ RolledBack: [] }, { RolledBack: ['intern-portal'] }];
  const fetchMock: jest.Mock = jest.fn(async () => ({
    ok: true,
    json: async () => answers.shift(),
  }));
  globalThis.fetch = fetchMock;
  startReleaseReports();
  let show: (state: { location: { pathname: string } }) => void = () => undefined;
  countPageViews({
    state: { location: { pathname: '/internDashboard' } },
    subscribe: (listener) => void (show = listener),
  });

  render(
    <WithRolledBackNotice>
      <Counter />
    </WithRolledBackNotice>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
  // The first answer names nothing.
  await act(() => jest.advanceTimersByTimeAsync(2_000));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => show({ location: { pathname: '/internDashboard/task/4' } }));
  await act(() => jest.advanceTimersByTimeAsync(2_000));
  expect(screen.getByRole('alert')).toHaveTextContent('A new version of this page is available.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The page underneath kept its state, and still answers.
  fireEvent.click(screen.getByRole('button', { name: 'Clicked 1' }));
  expect(screen.getByRole('button', { name: 'Clicked 2' })).toBeInTheDocument();
  jest.useRealTimers();
  writePageReleases(null);
});

test('the page hydrates as the server drew it, without the notice, even when a release is already known to be rolled back', async () => {
  addRolledBack(['public-portal']);
  // The server draws the page without the wrapper (shell/src/server/render-page.tsx); React's
  // generated ids depend on the tree's shape.
  function Field() {
    const id = useId();
    // As text: React mends no attribute that differs, but draws the page anew for a text.
    return <p>{`Field ${id}`}</p>;
  }
  const page = (content: ReactNode) => (
    <main>
      <h1>Apply</h1>
      {content}
      <footer />
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(<Field />));
  const drawnField = container.querySelector('p')!.textContent;
  document.body.append(container);
  const onRecoverableError = jest.fn();

  await act(async () => {
    hydrateRoot(container, page(<WithRolledBackNotice>{<Field />}</WithRolledBackNotice>), {
      onRecoverableError,
    });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.querySelector('p')).toHaveTextContent(drawnField!);
  // Once hydrated, the notice shows.
  expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  container.remove();
});
