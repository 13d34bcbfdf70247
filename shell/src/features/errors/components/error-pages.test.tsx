import { act, screen } from '@testing-library/react';
import { showLanguage } from 'shared-api';
import { renderDataRoutes, renderRoutes } from 'shared-ui/testing';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';
import { PortalUnavailable } from '../../remotes/components/portal-unavailable';
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

describe('error pages in Swahili', () => {
  it('say the 404 and the unavailable portal in Swahili, with a way home', async () => {
    await act(() => showLanguage('sw'));
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/nowhere');
    expect(
      screen.getByRole('heading', { name: 'Lo! Samahani, ukurasa unaoutafuta haupatikani!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mwanzo' })).toHaveAttribute('href', '/');
  });

  it('offers to try an unavailable portal again, in Swahili', async () => {
    await act(() => showLanguage('sw'));
    renderRoutes([{ path: '*', element: <PortalUnavailable onRetry={() => undefined} /> }], '/x');
    expect(
      screen.getByRole('heading', { name: 'Sehemu hii ya tovuti haipatikani kwa sasa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tafadhali jaribu tena baada ya muda mfupi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
  });
});
