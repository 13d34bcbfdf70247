import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';
import { reloadPage } from './reload-page';

// jsdom cannot reload; the test sees that the button asks for it.
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

function Page() {
  return <h1>My Tasks</h1>;
}

/** A page's import that fails `failures` times, then loads (as a chunk of a release would). */
function flakyImport(failures: number) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures)
      throw Object.assign(new Error('Loading chunk 9034 failed.'), {
        name: 'ChunkLoadError',
      });
    return { Page };
  });
  return load;
}

describe('lazyPage when its code cannot be downloaded', () => {
  it('tries once more and shows the page when the second try works', async () => {
    // The first call is jest's eager preload; the page's own load fails once, then works.
    const load = flakyImport(2);
    const Lazy = lazyPage(load, 'Page');
    render(<Lazy />);
    expect(
      await screen.findByRole('heading', { name: 'My Tasks' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('A new version of this page is available.')).toBeNull();
  });

  it('says a new version is available, with a Reload button, when the retry fails too', async () => {
    const load = flakyImport(Infinity);
    const Lazy = lazyPage(load, 'Page');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Lazy />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'A new version of this page is available.' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves an error of the page itself to the error screen above it', async () => {
    const Broken = lazyPage(
      async () => ({
        Page: (): never => {
          throw new Error('render failed');
        },
      }),
      'Page',
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorScreen>
        <Broken />
      </ErrorScreen>,
    );
    expect(await screen.findByText('Error screen: render failed')).toBeVisible();
    expect(screen.queryByText('A new version of this page is available.')).toBeNull();
  });
});

/** Stands for the router's error element. */
class ErrorScreen extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Error screen: {this.state.error.message}</p> : this.props.children;
  }
}
