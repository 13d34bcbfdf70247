// By name, not relatively: the page that draws a phone field has the fields part already.
import { OutlinedField } from 'shared-ui/fields';
import { useT } from 'shared-api';
import { COUNTRY_SELECT_LOOK, PhoneContainer } from './phone-container';
import type { PhoneFieldProps } from './phone-field-props';

/** The default country as the full field shows it (phone-field.test.tsx checks it against the library). */
export const DEFAULT_COUNTRY = { code: 'KE', label: 'Kenya +254', callingCode: '254' } as const;

// E.164 allows 15 digits in all.
const MAX_NATIONAL_DIGITS = 15 - DEFAULT_COUNTRY.callingCode.length;

/** What the visitor typed, as E.164 in the default country: the calling code stays fixed. */
export function toDefaultCountryNumber(text: string): string {
  const digits = text.replace(/\D/g, '');
  const national = (
    digits.startsWith(DEFAULT_COUNTRY.callingCode)
      ? digits.slice(DEFAULT_COUNTRY.callingCode.length)
      : digits
  ).slice(0, MAX_NATIONAL_DIGITS);
  return national ? `+${DEFAULT_COUNTRY.callingCode}${national}` : '';
}

// A form may hold null for a person without a number, whatever the type says.
function shown(value: string | null): string {
  if (!value) return `+${DEFAULT_COUNTRY.callingCode}`;
  const prefix = `+${DEFAULT_COUNTRY.callingCode}`;
  const national = value.startsWith(prefix) ? value.slice(prefix.length) : value.replace(/^\+/, '');
  return national ? `${prefix} ${national}` : prefix;
}

/**
 * The phone field as drawn while its library loads: the same parts, labels and place, the
 * default country only. What is typed here goes to the form as E.164 and stays when the full
 * field takes over.
 */
export function PhoneFieldFallback({
  value,
  onChange,
  name,
  error,
  disabled,
  required,
  onBlur,
}: PhoneFieldProps) {
  const t = useT();
  return (
    <PhoneContainer>
      <OutlinedField
        label={t('Phone number country')}
        value={DEFAULT_COUNTRY.code}
        disabled={disabled}
        {...COUNTRY_SELECT_LOOK}
      >
        {/* Kenya is Kenya in Swahili too (Intl's region names say so). */}
        <option value={DEFAULT_COUNTRY.code}>{DEFAULT_COUNTRY.label}</option>
      </OutlinedField>
      <OutlinedField
        label={t('Phone')}
        name={name}
        value={shown(value)}
        onChange={(event) => onChange(toDefaultCountryNumber(event.target.value))}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        fullWidth
        error={Boolean(error)}
        helperText={error}
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'tel' }, inputLabel: { shrink: true } }}
      />
    </PhoneContainer>
  );
}
