import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from 'shared-api/testing';
import PublicRoutes from '../../../routes';
import { renderAt } from 'shared-ui/testing';

const POSITIONS = [
  { id: 1, Position: 'Advisory' },
  { id: 2, Position: 'Engineering' },
];

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

let api: MockApi;

beforeEach(() => {
  api = mockApi((request) =>
    request.url === '/Position'
      ? { status: 200, data: { Positions: POSITIONS } }
      : { status: 500, data: { message: 'unexpected' } },
  );
});

afterEach(() => api.restore());

function renderLanding() {
  renderAt(<PublicRoutes notFound={<p>Not found</p>} />, { at: '/' });
  return userEvent.setup({ delay: null });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '712345678');
  const position = screen.getByRole('combobox', { name: 'What are you interested in?' });
  await waitFor(() => expect(position).toBeEnabled());
  await user.selectOptions(position, 'Engineering');
  await user.upload(screen.getByLabelText(/^CV/), pdf('cv.pdf'));
  await user.upload(screen.getByLabelText(/^University Letter/), pdf('letter.pdf', 1024));
}

describe('landing page', () => {
  it('presents the services, the links and the form with the positions', async () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Internships' })).toBeInTheDocument();
    for (const service of ['Advisory', 'Engineering', 'Technology']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Check Application Status' })).toHaveAttribute(
      'href',
      '/applicationStatus',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    const position = screen.getByRole('combobox', { name: 'What are you interested in?' });
    expect(
      await within(position).findByRole('option', { name: 'Engineering' }),
    ).toBeInTheDocument();
    expect(within(position).getByRole('option', { name: 'Select a choice' })).toBeInTheDocument();
  });

  it("says 'Could not get Positions' when the positions cannot be loaded", async () => {
    api.answer({ status: 500, data: { message: 'down' } });
    renderLanding();
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Could not get Positions');
  });

  it('checks the form before sending it', async () => {
    const user = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('The email is required')).toBeInTheDocument();
    expect(screen.getByText('Select a position')).toBeInTheDocument();
    expect(screen.getAllByText('Choose a PDF file')).toHaveLength(2);
    expect(api.requests.filter((request) => request.url === '/Apply')).toHaveLength(0);
  });

  it('refuses a file that is not a PDF on the spot', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderAt(<PublicRoutes notFound={null} />);
    await user.upload(
      screen.getByLabelText(/^CV/),
      new File(['x'], 'cv.docx', { type: 'application/msword' }),
    );
    expect(screen.getByText('Only PDF files are accepted')).toBeInTheDocument();
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);
  });

  it('keeps what was typed and shows each 422 message under its field', async () => {
    const user = renderLanding();
    await fillForm(user);
    api.answer((request) =>
      request.url === '/Position'
        ? { status: 200, data: { Positions: POSITIONS } }
        : {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: {
                Email: ['An application for this email is already being processed.'],
                Cv: ['The CV is not a PDF file.'],
              },
            },
          },
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already being processed/));
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription(
      'cv.pdf The CV is not a PDF file.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(phone.value.replace(/\s/g, '')).toBe('+254712345678');
    expect(screen.getByRole('combobox', { name: 'What are you interested in?' })).toHaveValue('2');
    expect(screen.getByText('letter.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the catalogue message and the reason for another refusal', async () => {
    const user = renderLanding();
    await fillForm(user);
    api.answer((request) =>
      request.url === '/Position'
        ? { status: 200, data: { Positions: POSITIONS } }
        : { status: 413, data: { message: 'Each file must be at most 5 MB.' } },
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Could not make an Application');
    expect(dialog).toHaveTextContent('Each file must be at most 5 MB.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  });

  it('sends the multipart form with upload progress, then goes to /applicationStatus', async () => {
    const user = renderLanding();
    await fillForm(user);
    let finish: () => void = () => undefined;
    api.answer(async (request) => {
      if (request.url === '/Position') return { status: 200, data: { Positions: POSITIONS } };
      const total = 2048 + 1024 + 400;
      request.onUploadProgress?.({ loaded: 400 + 1024, total, bytes: 0, lengthComputable: true });
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 201, data: { message: 'ok', id: 7 } };
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('progressbar', { name: 'CV upload' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'University Letter upload' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    finish();

    expect(
      await screen.findByText('You will receive an email regarding your application'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/applicationStatus'),
    );
    const sent = api.requests.find((request) => request.url === '/Apply');
    const form = sent?.data as FormData;
    expect(form.get('Name')).toBe('Ada Lovelace');
    expect(form.get('Email')).toBe('ada@example.com');
    expect(form.get('PhoneNumber')).toBe('+254712345678');
    expect(form.get('Position')).toBe('2');
    expect((form.get('Cv') as File).name).toBe('cv.pdf');
    expect((form.get('AttachmentLetter') as File).name).toBe('letter.pdf');
    // The status page starts with the address just used.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});
