import { screen, within } from '@testing-library/react';
import { mockApi, type MockApi } from 'shared-api/testing';
import { renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

// Issue 49: the landing page's form when intakes are defined (without them: application-form.test).
let api: MockApi;
afterEach(() => api.restore());

function serve(data: unknown) {
  api = mockApi((request) =>
    request.url === '/Position' && request.params?.for === 'application'
      ? { status: 200, data }
      : { status: 500, data: { message: 'unexpected' } },
  );
  renderAt(<PublicRoutes notFound={<p>Not found</p>} />, { at: '/' });
}

it('offers the open intakes’ positions and says when their applications close', async () => {
  serve({
    Positions: [{ id: 2, Position: 'Engineering' }],
    Intakes: {
      Open: [{ Name: 'January 2027 intake', ApplicationsClose: '2027-01-15' }],
      NextOpening: null,
    },
  });
  expect(
    await screen.findByText('January 2027 intake: applications close on 15 Jan 2027.'),
  ).toBeInTheDocument();
  const position = screen.getByRole('combobox', { name: 'What are you interested in?' });
  expect(
    within(position)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select a choice', 'Engineering']);
  expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
});

it('says that none is open, with the next opening date, and shows no form', async () => {
  serve({ Positions: [], Intakes: { Open: [], NextOpening: '2027-03-01' } });
  expect(
    await screen.findByText(
      'Applications are closed: no intake is open at the moment. ' +
        'The next intake opens for applications on 1 Mar 2027.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
});

it('says that none is open, without a date when none is set', async () => {
  serve({ Positions: [], Intakes: { Open: [], NextOpening: null } });
  expect(
    await screen.findByText('Applications are closed: no intake is open at the moment.'),
  ).toBeInTheDocument();
});
