// By name, not relatively: the page that draws a phone field has the fields part already.
import { OutlinedField, type OutlinedFieldProps } from 'shared-ui/fields';
import type { HTMLAttributes, Ref } from 'react';
import { useT, type Translate } from 'shared-api';
import { getCountryCallingCode, type Country } from 'react-phone-number-input';
import { COUNTRY_SELECT_LOOK } from './phone-container';

// The pieces react-phone-number-input draws with, redrawn in MUI: its stylesheet cannot be
// imported (the builds have no CSS loader) and its flags load from another site.

const INTERNATIONAL = 'ZZ';

interface CountryOption {
  value?: Country;
  label: string;
  divider?: boolean;
}

export interface CountrySelectProps {
  value?: Country;
  onChange: (country?: Country) => void;
  options: CountryOption[];
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
  onBlur?: (event: React.FocusEvent<HTMLElement>) => void;
}

// The library leaves International out when the calling code is fixed; the spec wants it, and
// choosing it simply frees the calling code.
function withInternational(options: CountryOption[], t: Translate): CountryOption[] {
  const countries = options.filter((option) => !option.divider);
  if (countries.some((option) => option.value === undefined)) return countries;
  return [{ value: undefined, label: t('International') }, ...countries];
}

/** A country with its calling code, 'Kenya +254' (its name from the labels); International. */
const optionText = ({ value, label }: CountryOption) =>
  value ? `${label} +${getCountryCallingCode(value)}` : label;

/** The country choice: a native select, quick with about 250 options and on phones. */
export function CountrySelect(props: CountrySelectProps) {
  const { value, onChange, options, name, disabled, readOnly, onFocus, onBlur } = props;
  const t = useT();
  return (
    <OutlinedField
      name={name}
      label={props['aria-label'] ?? t('Phone number country')}
      value={value ?? INTERNATIONAL}
      disabled={disabled || readOnly}
      onChange={(event) => {
        const next = event.target.value;
        onChange(next === INTERNATIONAL ? undefined : (next as Country));
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      {...COUNTRY_SELECT_LOOK}
    >
      {withInternational(options, t).map((option) => (
        <option key={option.value ?? INTERNATIONAL} value={option.value ?? INTERNATIONAL}>
          {optionText(option)}
        </option>
      ))}
    </OutlinedField>
  );
}

type PhoneTextFieldProps = Omit<OutlinedFieldProps, 'ref'> & {
  ref?: Ref<HTMLInputElement>;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/** The number input: the library needs the real <input> for its caret handling. */
export function PhoneTextField({ ref, inputMode, ...props }: PhoneTextFieldProps) {
  return (
    <OutlinedField
      {...props}
      inputRef={ref}
      slotProps={{ htmlInput: { inputMode }, inputLabel: { shrink: true } }}
    />
  );
}
