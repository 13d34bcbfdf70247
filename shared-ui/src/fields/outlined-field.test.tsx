import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderUi as render } from '../test-utils/render';
import { OutlinedField } from './outlined-field';

describe('OutlinedField', () => {
  it('labels its input, marks it required and describes it by its error', () => {
    render(<OutlinedField label="Name" name="Name" required error helperText="Name is required" />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required');
    // The outline leaves a gap for the label, as TextField's does.
    expect(document.querySelector('fieldset legend')).toHaveTextContent('Name');
  });

  it('passes typing to onChange and hands its <input> to inputRef', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const ref = createRef<HTMLInputElement>();
    render(<OutlinedField label="Email" type="email" inputRef={ref} onChange={onChange} />);
    await user.type(screen.getByLabelText('Email'), 'a@b.ke');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
    expect(ref.current).toHaveAttribute('type', 'email');
  });

  it('draws a native select of its options, labelled and described', async () => {
    const user = userEvent.setup();
    // Read at once: the value="" given sets the <select> back afterwards.
    const onChange = jest.fn((event: { target: { value: string } }) => event.target.value);
    render(
      <OutlinedField
        select
        label="Position"
        value=""
        helperText="Select a position"
        onChange={onChange}
      >
        <option value="">Select a choice</option>
        <option value="2">Engineering</option>
      </OutlinedField>,
    );
    const select = screen.getByRole('combobox', { name: 'Position' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Select a position');
    await user.selectOptions(select, '2');
    expect(onChange.mock.results[0].value).toBe('2');
  });

  it('keeps a slot input adornment and the html input attributes', () => {
    render(
      <OutlinedField
        label="Search"
        slotProps={{
          input: { startAdornment: <span data-testid="icon" /> },
          htmlInput: { 'aria-label': 'Search', maxLength: 5 },
        }}
      />,
    );
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('maxlength', '5');
  });
});
