import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from 'react-phone-number-input/locale/en.json';
import { getCountryCallingCode } from 'react-phone-number-input';
import { useState } from 'react';
import { DEFAULT_PHONE_COUNTRY } from 'shared-api/forms';
import { renderUi as render } from '../test-utils/render';
import { PhoneField } from './phone-field';
import {
  DEFAULT_COUNTRY,
  PhoneFieldFallback,
  toDefaultCountryNumber,
} from './phone-field-fallback';

// This file starts with the phone library not loaded (each test file has its own modules).

function Controlled({
  onChange,
  Field,
}: {
  onChange: (v: string) => void;
  Field: typeof PhoneField;
}) {
  const [value, setValue] = useState('');
  return (
    <form>
      <input aria-label="Name" />
      <Field
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

const countryOptions = () =>
  within(screen.getByLabelText('Phone number country')).getAllByRole('option');

describe('the plain phone field drawn while the library loads', () => {
  it('shows the default country as the full field does', () => {
    expect(DEFAULT_COUNTRY.code).toBe(DEFAULT_PHONE_COUNTRY);
    expect(DEFAULT_COUNTRY.label).toBe(
      `${en[DEFAULT_PHONE_COUNTRY]} +${getCountryCallingCode(DEFAULT_PHONE_COUNTRY)}`,
    );
    expect(DEFAULT_COUNTRY.callingCode).toBe(getCountryCallingCode(DEFAULT_PHONE_COUNTRY));
  });

  it('turns what is typed into E.164 with the calling code kept', () => {
    expect(toDefaultCountryNumber('+254 712 345 678')).toBe('+254712345678');
    expect(toDefaultCountryNumber('+254')).toBe('');
    expect(toDefaultCountryNumber('0712')).toBe('+2540712');
    expect(toDefaultCountryNumber('+25')).toBe('+25425');
    expect(toDefaultCountryNumber('+254 1234567890123456')).toBe('+254123456789012');
  });

  it('shows only the calling code for a person without a number (null in the form)', () => {
    render(<PhoneFieldFallback value={null as unknown as string} onChange={jest.fn()} />);
    expect(screen.getByLabelText('Phone')).toHaveValue('+254');
  });

  it('takes a number typed into it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} Field={PhoneFieldFallback} />);
    expect(screen.getByLabelText('Phone number country')).toHaveValue('KE');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+254');
    await user.type(phone, '712');
    expect(onChange).toHaveBeenLastCalledWith('+254712');
    expect(phone).toHaveValue('+254 712');
  });
});

describe('PhoneField', () => {
  it('loads the library when the visitor starts on the form, keeping what was typed and the focus', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} Field={PhoneField} />);
    expect(countryOptions()).toHaveLength(1);

    // Keys go where the focus is, as in a browser: the field may change under the typing.
    act(() => screen.getByLabelText('Phone').focus());
    expect(countryOptions()).toHaveLength(1);
    await user.keyboard('712');
    await user.keyboard('345678');

    await waitFor(() => expect(countryOptions().length).toBeGreaterThan(240));
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+254 712 345678');
    expect(phone).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('+254712345678');
  });
});
