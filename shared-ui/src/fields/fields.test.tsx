import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi as render } from '../test-utils/render';
import { DateField } from './date-field';
import { PdfFileField } from './pdf-file-field';
import { loadPhoneField, PhoneField } from './phone-field';
import { PositionSelect } from './position-select';
import { RatingSlider } from './rating-slider';
import { PasswordField } from './password-field';
import { EmailField } from './text-fields';

function ControlledPhone({ onChange, error }: { onChange: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PhoneField', () => {
  // The full field (phone-field.test.tsx covers the plain one drawn while it loads).
  beforeAll(() => loadPhoneField());

  it('starts on Kenya with its calling code, in international format', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ControlledPhone onChange={onChange} />);
    const country = screen.getByLabelText('Phone number country');
    expect(country).toHaveValue('KE');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+254');
    await user.type(phone, '712345678');
    expect(onChange).toHaveBeenLastCalledWith('+254712345678');
    expect(phone).toHaveValue('+254 712 345678');
  });

  it('keeps the calling code when the user erases everything', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone onChange={jest.fn()} />);
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '71');
    await user.clear(phone);
    await user.type(phone, '{Backspace}{Backspace}{Backspace}');
    expect(phone).toHaveValue('+254');
  });

  it('lists about 250 countries with International, and switches the calling code', async () => {
    const user = userEvent.setup();
    render(<ControlledPhone onChange={jest.fn()} />);
    const country = screen.getByLabelText('Phone number country');
    const options = within(country).getAllByRole('option');
    expect(options.length).toBeGreaterThan(240);
    expect(options.map((o) => o.textContent)).toContain('International');
    await user.selectOptions(country, 'UG');
    expect(screen.getByLabelText('Phone')).toHaveValue('+256');
  });

  it('takes any calling code after choosing International', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ControlledPhone onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Phone number country'), 'ZZ');
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+447911123456');
    expect(onChange).toHaveBeenLastCalledWith('+447911123456');
  });

  it('shows its error under it', () => {
    render(<ControlledPhone onChange={jest.fn()} error="Enter a valid phone number" />);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter a valid phone number',
    );
  });
});

describe('DateField', () => {
  afterEach(() => jest.useRealTimers());

  it("refuses dates before today in the firm's time zone", () => {
    // 22:30 UTC on 31 March is already 1 April in Nairobi.
    jest.useFakeTimers({ now: new Date('2025-03-31T22:30:00Z') });
    render(<DateField label="Deadline" value="2025-03-31" onChange={jest.fn()} />);
    const input = screen.getByLabelText('Deadline');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2025-04-01');
    expect(input).toHaveAccessibleDescription('The date cannot be before today');
  });

  it('accepts today and passes changes on', () => {
    jest.useFakeTimers({ now: new Date('2025-03-31T10:00:00Z') });
    const onChange = jest.fn();
    render(<DateField label="Interview Date" value="2025-03-31" onChange={onChange} />);
    const input = screen.getByLabelText('Interview Date');
    expect(input).not.toHaveAccessibleDescription();
    fireEvent.change(input, { target: { value: '2025-04-02' } });
    expect(onChange).toHaveBeenCalledWith('2025-04-02');
  });
});

describe('PdfFileField', () => {
  const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });

  it('accepts a PDF and shows its name', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<PdfFileField label="CV" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.upload(input, pdf);
    expect(onChange).toHaveBeenCalledWith(pdf);
    rerender(<PdfFileField label="CV" value={pdf} onChange={onChange} />);
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
  });

  it('refuses other files and large ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = jest.fn();
    render(<PdfFileField label="Letter" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Letter');
    await user.upload(input, new File(['x'], 'letter.docx', { type: 'application/msword' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Only PDF files are accepted')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, big);
    expect(screen.getByText('The file must be at most 5 MB')).toBeInTheDocument();
  });

  it('shows a server error under it', () => {
    render(
      <PdfFileField label="CV" value={null} onChange={jest.fn()} error="The CV is not a PDF" />,
    );
    expect(screen.getByText('The CV is not a PDF')).toBeInTheDocument();
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('No file chosen The CV is not a PDF');
  });

  it('is reached with Tab, as the real file input, with no second tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <PdfFileField label="CV" value={null} onChange={jest.fn()} required />
        <button type="button">After</button>
      </>,
    );
    const input = screen.getByLabelText(/^CV/);
    // A native file input: Space opens the picker once it has the focus (Enter: next test).
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('hidden');
    expect(input).not.toHaveAttribute('tabindex', '-1');
    expect(input).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('opens the picker on Enter too, which browsers leave to Space', () => {
    render(<PdfFileField label="CV" value={null} onChange={jest.fn()} />);
    const input = screen.getByLabelText(/^CV/);
    const openPicker = jest.spyOn(input, 'click');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(openPicker).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'a' });
    expect(openPicker).toHaveBeenCalledTimes(1);
  });

  it('shows its upload progress only when given', () => {
    const { rerender } = render(<PdfFileField label="CV" value={pdf} onChange={jest.fn()} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<PdfFileField label="CV" value={pdf} onChange={jest.fn()} progress={40} />);
    expect(screen.getByRole('progressbar', { name: 'CV upload' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40%')).toBeInTheDocument();
    rerender(<PdfFileField label="CV" value={pdf} onChange={jest.fn()} progress={null} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('RatingSlider', () => {
  it('runs from 0 to 100 in whole steps and shows a percentage', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<RatingSlider value={0} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Rating: 0%' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('step', '1');
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(100);
  });
});

describe('PositionSelect', () => {
  it("starts with an empty 'Select a choice' and gives the chosen id", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const positions = [
      { id: 1, Position: 'Advisory' },
      { id: 2, Position: 'Engineering' },
    ];
    render(
      <PositionSelect
        label="Department"
        positions={positions}
        value=""
        onChange={onChange}
        error="Select a department"
      />,
    );
    const select = screen.getByLabelText('Department');
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Select a choice');
    await user.selectOptions(select, 'Engineering');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.getByText('Select a department')).toBeInTheDocument();
  });
});

describe('EmailField and PasswordField', () => {
  it('uses the e-mail type and shows its error', () => {
    render(<EmailField error="Enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
