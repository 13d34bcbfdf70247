import { screen } from '@testing-library/react';
import { renderDataRoutes, renderRoutes } from 'shared-ui/testing';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';
import { UnauthorizedPage } from './unauthorized-page';

function Broken(): never {
  throw new Error('Something broke');
}

describe('error pages', () => {
  it('shows the 404 text with a way home', () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/nowhere');
    expect(
      screen.getByRole('heading', {
        name: 'Oops! Sorry, the page you are looking for cannot be found!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the unauthorized text', () => {
    renderRoutes([{ path: '*', element: <UnauthorizedPage /> }], '/unauthorized');
    expect(
      screen.getByRole('heading', { name: 'Sorry, you are unauthorized to access this page' }),
    ).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' when a route fails", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDataRoutes([{ path: '*', element: <Broken />, errorElement: <ErrorScreen /> }], '/x');
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('asks for a reload, not an error page, when a chunk of the shell is gone', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function ChunkGone(): never {
      throw Object.assign(new Error('Loading chunk 9034 failed.'), { name: 'ChunkLoadError' });
    }
    renderDataRoutes([{ path: '*', element: <ChunkGone />, errorElement: <ErrorScreen /> }], '/x');
    expect(
      screen.getByRole('heading', { name: 'A new version of this page is available.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    jest.restoreAllMocks();
  });
});
