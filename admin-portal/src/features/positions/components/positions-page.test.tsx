import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answerQuestion,
  answers,
  captureCsv,
  expectError,
  openTable,
  POSITIONS,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/positions';
const QUESTION = 'Are you sure you want to delete this position?';
const IN_USE = 'This position is in use by 2 application(s) and 1 user(s).';

let api: MockApi;
let current: typeof POSITIONS;

function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Position': () => ({ status: 200, data: { Positions: current } }),
      'POST /Position': (request) => {
        const { Position } = bodyOf(request) as { Position: string };
        current = [...current, { id: 4, Position }];
        return { status: 201, data: { message: 'New Position Added', id: 4 } };
      },
      'GET /Position/3/edit': { status: 200, data: { position: POSITIONS[2] } },
      'PUT /Position/3': (request) => {
        const { Position } = bodyOf(request) as { Position: string };
        current = current.map((row) => (row.id === 3 ? { ...row, Position } : row));
        return { status: 200, data: { message: 'Position Updated Successfully' } };
      },
      'DELETE /Position/3': () => {
        current = current.filter((row) => row.id !== 3);
        return { status: 200, data: { message: 'Position Deleted' } };
      },
      ...over,
    }),
  );
}

beforeEach(() => {
  current = POSITIONS;
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const openList = () => openTable(PATH, 'Technology');

test('lists the positions with ID, Position and the actions, and exports them', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'ID',
    'Position',
    'Action',
  ]);
  const user = userEvent.setup({ delay: null });
  const csv = captureCsv();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(csv.names).toEqual(['positions.csv']);
  expect(await csv.lines()).toEqual(['ID,Position', '1,Advisory', '2,Engineering', '3,Technology']);
  csv.restore();
});

test("Add Position sends it, says 'New Position Added', empties the input and lists it", async () => {
  const user = await openList();
  const input = screen.getByRole('textbox', { name: /^New Position/ });
  await user.type(input, 'Design');
  await user.click(screen.getByRole('button', { name: 'Add Position' }));
  expect(await screen.findByText('New Position Added')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Position')[0])).toEqual({ Position: 'Design' });
  expect(await screen.findByRole('cell', { name: 'Design' })).toBeInTheDocument();
  expect(input).toHaveValue('');
});

test('Add Position checks the input, and puts a 422 under it', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Add Position' }));
  expect(await screen.findByText('Position is required')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Position')).toHaveLength(0);
  serve({
    'POST /Position': { status: 422, data: { errors: { Position: ['Already exists.'] } } },
  });
  await user.type(screen.getByRole('textbox', { name: /^New Position/ }), 'Advisory');
  await user.click(screen.getByRole('button', { name: 'Add Position' }));
  expect(await screen.findByText('Already exists.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
});

test("a failed add says 'Could not add new Position'", async () => {
  const user = await openList();
  serve({ 'POST /Position': { status: 500, data: {} } });
  await user.type(screen.getByRole('textbox', { name: /^New Position/ }), 'Design');
  await user.click(screen.getByRole('button', { name: 'Add Position' }));
  await expectError('Could not add new Position');
});

test("Edit opens 'Edit Position', saves, says so and closes", async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Edit Technology' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Position' });
  const input = await within(dialog).findByRole('textbox', { name: /^Position/ });
  expect(input).toHaveValue('Technology');
  await user.clear(input);
  await user.type(input, 'Technology Services');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Position Updated Successfully')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Position/3')[0])).toEqual({
    Position: 'Technology Services',
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Position' })).toBeNull());
  expect(await screen.findByRole('cell', { name: 'Technology Services' })).toBeInTheDocument();
});

test('Close leaves the position as it was', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Edit Technology' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Position' });
  await within(dialog).findByRole('textbox', { name: /^Position/ });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Position' })).toBeNull());
  expect(sent(api.requests, 'PUT', '/Position/3')).toHaveLength(0);
});

test("a failed save says 'Could Not Update Position'; a 422 goes under the field", async () => {
  const user = await openList();
  serve({ 'PUT /Position/3': { status: 422, data: { errors: { Position: ['Too long.'] } } } });
  await user.click(screen.getByRole('button', { name: 'Edit Technology' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Position' });
  await within(dialog).findByRole('textbox', { name: /^Position/ });
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText('Too long.')).toBeInTheDocument();
  serve({ 'PUT /Position/3': { status: 500, data: {} } });
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await expectError('Could Not Update Position');
});

test("a position that cannot be loaded says 'Could not get Position Details'", async () => {
  const user = await openList();
  serve({ 'GET /Position/3/edit': { status: 404, data: { message: 'Position not found' } } });
  await user.click(screen.getByRole('button', { name: 'Edit Technology' }));
  await expectError('Could not get Position Details');
});

test("Delete asks, says 'Position Deleted' and drops the row; cancelled sends nothing", async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Delete Technology' }));
  await answerQuestion(user, QUESTION, 'Cancel');
  expect(sent(api.requests, 'DELETE', '/Position/3')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete Technology' }));
  await answerQuestion(user, QUESTION, 'Yes');
  expect(await screen.findByText('Position Deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Technology' })).toBeNull());
});

test("a position in use says 'Could not delete Position' with the server's 409 reason", async () => {
  const user = await openList();
  serve({ 'DELETE /Position/3': { status: 409, data: { message: IN_USE } } });
  await user.click(screen.getByRole('button', { name: 'Delete Technology' }));
  await answerQuestion(user, QUESTION, 'Yes');
  const dialog = await expectError('Could not delete Position');
  expect(dialog).toHaveTextContent(IN_USE);
});

test("a failed load says 'Could not get Positions'", async () => {
  api.answer({ status: 500, data: {} });
  renderAdmin(PATH);
  await expectError('Could not get Positions');
});
