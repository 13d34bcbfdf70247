import PhoneInput from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en.json';
import { DEFAULT_PHONE_COUNTRY } from 'shared-api/forms';
import { PhoneContainer } from './phone-container';
import type { PhoneFieldProps } from './phone-field-props';
import { CountrySelect, PhoneTextField } from './phone-parts';

// The library's own English labels: 'Phone number country', 'Phone', 'ext.', 'International'.
const LABELS = { ...en, country: 'Phone number country', phone: 'Phone', ext: 'ext.' };

/**
 * The phone field once its library is there: international format, Kenya by default, the
 * calling code fixed in the input (choose another country, or International, to change it).
 */
export default function PhoneInputField({
  value,
  onChange,
  name,
  error,
  disabled,
  required,
  onBlur,
}: PhoneFieldProps) {
  return (
    <PhoneInput
      international
      countryCallingCodeEditable={false}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      limitMaxLength
      labels={LABELS}
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      onBlur={onBlur}
      name={name}
      disabled={disabled}
      containerComponent={PhoneContainer}
      countrySelectComponent={CountrySelect}
      inputComponent={PhoneTextField}
      label={LABELS.phone}
      required={required}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      autoComplete="tel"
    />
  );
}
