import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setFirmName, useSessionStore } from 'shared-api';
import { mockApi, sent, type MockApi } from 'shared-api/testing';
import { TaskIcon } from '../icons/icons';
import { renderWithHost as render } from '../test-utils/render';
import { stylesInDocument } from '../test-utils/styles-in-document';
import { AppFrame } from './app-frame';

// These tests assert colours and white-space: Emotion's rules must be in the document.
stylesInDocument();

const SUPERVISOR_ITEMS = [
  { label: 'My Interns', to: '/supervisorDashboard', end: true },
  { label: 'Assigned Tasks', to: '/supervisorDashboard/assignedTasks', icon: <TaskIcon /> },
];

const ADMIN_ITEMS = [
  { label: 'Dashboard', to: '/adminDashboard', end: true, icon: <TaskIcon /> },
  { label: 'Interns', to: '/adminDashboard/interns', icon: <TaskIcon /> },
];

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderDashboard(path = '/supervisorDashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/supervisorDashboard"
          element={
            <AppFrame
              title="DASHBOARD"
              basePath="/supervisorDashboard"
              navItems={SUPERVISOR_ITEMS}
            />
          }
        >
          <Route index element={<p>Interns page</p>} />
          <Route path="*" element={<p>Other page</p>} />
        </Route>
        <Route path="*" element={<p>Outside</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** A large screen (md and up); `roomy` says whether it is 1440 px or wider too. */
function useLargeScreen(large: boolean, roomy = large) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('1440px') ? roomy : large,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

let api: MockApi;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().startSession({
    user: { Name: 'Grace Hopper', user_id: 3 },
    Role: ['SUP'],
    token: 'tok',
  });
  api = mockApi({ status: 200, data: { message: 'Logged out' } });
  useLargeScreen(false);
});

afterEach(() => api.restore());

const location = () => screen.getByRole('status', { name: 'location', hidden: true });

describe('AppFrame on a small screen', () => {
  it('shows the page, and opens the DASHBOARD sidebar with the menu icon', async () => {
    const user = userEvent.setup();
    renderDashboard();
    expect(screen.getByText('Interns page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'DASHBOARD' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = screen.getByRole('navigation', { name: 'DASHBOARD' });
    expect(within(nav).getByRole('heading', { name: 'DASHBOARD' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Interns' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Assigned Tasks' }));
    expect(location()).toHaveTextContent('/supervisorDashboard/assignedTasks');
    expect(screen.getByText('Other page')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'DASHBOARD' })).not.toBeInTheDocument(),
    );
  });
});

describe('AppFrame on a large screen', () => {
  it('keeps the sidebar open and collapses it to icons', async () => {
    useLargeScreen(true);
    const user = userEvent.setup();
    renderDashboard('/supervisorDashboard/assignedTasks');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'DASHBOARD' });
    expect(within(nav).getByRole('link', { name: 'Assigned Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'My Interns' })).not.toHaveAttribute(
      'aria-current',
    );

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(nav).queryByText('My Interns')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Interns' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav).getByText('My Interns')).toBeInTheDocument();
  });
});

describe('AppFrame on a laptop screen (under 1440 px)', () => {
  it('starts with the sidebar as icons, each named, and opens it on request', async () => {
    useLargeScreen(true, false);
    const user = userEvent.setup();
    renderDashboard('/supervisorDashboard/assignedTasks');
    const nav = screen.getByRole('navigation', { name: 'DASHBOARD' });
    expect(within(nav).queryByText('My Interns')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My Interns' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(nav).getByText('My Interns')).toBeInTheDocument();
  });

  it("shows an icon's name in a tooltip to the eye only: the link already carries it", async () => {
    useLargeScreen(true, false);
    const user = userEvent.setup();
    renderDashboard('/supervisorDashboard/assignedTasks');
    const nav = screen.getByRole('navigation', { name: 'DASHBOARD' });
    await user.hover(within(nav).getByRole('link', { name: 'My Interns' }));
    const tip = await screen.findByText('My Interns');
    expect(tip.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('the top bar', () => {
  it("shows the user's name with My Profile, Reset Password and a red Logout", async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Grace Hopper' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'Reset Password',
      'Logout',
    ]);
    expect(items[2]).toHaveStyle({ color: 'rgb(211, 47, 47)' });

    await user.click(screen.getByRole('menuitem', { name: 'My Profile' }));
    expect(location()).toHaveTextContent('/supervisorDashboard/profile');
    await user.click(screen.getByRole('button', { name: 'Grace Hopper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset Password' }));
    expect(location()).toHaveTextContent('/supervisorDashboard/resetPassword');
  });

  it('opens by keyboard with the focus on My Profile, not on the colour scheme chosen', async () => {
    const user = userEvent.setup();
    renderDashboard();
    screen.getByRole('button', { name: 'Grace Hopper' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
  });

  it('logs out through the server, clears the session and goes to /login', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Grace Hopper' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(sent(api.requests, 'POST', '/logout')).toHaveLength(1);
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(useSessionStore.getState().user_info).toBeNull();
  });

  it('names the version the server wrote into the page, below the items', async () => {
    const meta = document.createElement('meta');
    meta.name = 'app-version';
    meta.content = '0.1.0 (26db51db4b7d)';
    document.head.append(meta);
    try {
      const user = userEvent.setup();
      renderDashboard();
      await user.click(screen.getByRole('button', { name: 'Grace Hopper' }));
      expect(screen.getByRole('menu')).toHaveTextContent(
        /Logout\s*Version 0\.1\.0 \(26db51db4b7d\)$/,
      );
      expect(screen.getAllByRole('menuitem')).toHaveLength(3);
    } finally {
      meta.remove();
    }
  });

  it('names the product, and the firm when the server names one', () => {
    renderDashboard();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Internship Programme')).toBeInTheDocument();
    expect(bar).not.toHaveTextContent('Acme');
    cleanup();
    setFirmName('Acme Kenya Ltd');
    try {
      renderDashboard();
      expect(screen.getByRole('banner')).toHaveTextContent('Internship ProgrammeAcme Kenya Ltd');
    } finally {
      setFirmName(null);
    }
  });

  it('follows a rename in the session store', () => {
    renderDashboard();
    act(() => useSessionStore.getState().rename('Grace B. Hopper'));
    expect(screen.getByRole('button', { name: 'Grace B. Hopper' })).toBeInTheDocument();
  });
});

describe('AppFrame under another title', () => {
  it('names its navigation by the title, marks the current item, and uses a given logout', async () => {
    useLargeScreen(true);
    const user = userEvent.setup();
    const onLogout = jest.fn();
    render(
      <MemoryRouter initialEntries={['/adminDashboard/interns']}>
        <AppFrame
          title="ADMIN"
          basePath="/adminDashboard"
          navItems={ADMIN_ITEMS}
          onLogout={onLogout}
        >
          <p>Interns</p>
        </AppFrame>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'ADMIN' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/adminDashboard'],
      ['Interns', '/adminDashboard/interns'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Interns' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

/** The administrator's Interns page in the frame: its heading in the content. */
function renderAdminsInterns() {
  return render(
    <MemoryRouter initialEntries={['/adminDashboard/interns']}>
      <AppFrame title="ADMIN" basePath="/adminDashboard" navItems={ADMIN_ITEMS}>
        <h1>Interns</h1>
      </AppFrame>
    </MemoryRouter>,
  );
}

describe('skipping to the content', () => {
  it("is the first Tab stop, and Enter puts the focus on the page's heading", async () => {
    useLargeScreen(true);
    const user = userEvent.setup();
    renderAdminsInterns();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Interns' });
    expect(heading).toHaveFocus();
    // Focusable by script, not by Tab: the next Tab goes on from the heading.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('the footer', () => {
  it('links the accessibility statement, after the content', () => {
    useLargeScreen(true);
    renderAdminsInterns();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    expect(screen.getByRole('main').compareDocumentPosition(footer)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
