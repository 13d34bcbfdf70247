import PhoneInput from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en.json';
import { INTL_LOCALES, useLanguage, useT, type Language, type Translate } from 'shared-api';
import { DEFAULT_PHONE_COUNTRY } from 'shared-api/forms';
import { PhoneContainer } from './phone-container';
import type { PhoneFieldProps } from './phone-field-props';
import { CountrySelect, PhoneTextField } from './phone-parts';

// The library's own English labels: 'Phone number country', 'Phone', 'ext.', 'International'.
const LABELS = { ...en, country: 'Phone number country', phone: 'Phone', ext: 'ext.' };
type Labels = typeof LABELS;

const COUNTRY_CODE = /^[A-Z]{2}$/;
const countryNames = new Map<Language, Labels>();

/**
 * The labels in the language on screen: each country by Intl's name for it in that language
 * (English's where Intl has none, e.g. Abkhazia), the library's own words from the catalogue.
 */
function labelsIn(language: Language, t: Translate): Labels {
  if (language === 'en') return LABELS;
  let names = countryNames.get(language);
  if (!names) {
    const intl = new Intl.DisplayNames([INTL_LOCALES[language]], {
      type: 'region',
      fallback: 'none',
    });
    names = Object.fromEntries(
      Object.entries(LABELS).map(([code, name]) => [
        code,
        COUNTRY_CODE.test(code) && code !== 'ZZ' ? (intl.of(code) ?? name) : name,
      ]),
    ) as Labels;
    countryNames.set(language, names);
  }
  return {
    ...names,
    country: t('Phone number country'),
    phone: t('Phone'),
    ZZ: t('International'),
  };
}

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
  const t = useT();
  const language = useLanguage();
  const labels = labelsIn(language, t);
  return (
    <PhoneInput
      international
      countryCallingCodeEditable={false}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      limitMaxLength
      labels={labels}
      // Sorts the countries by their names as the language writes them.
      locales={language === 'en' ? undefined : INTL_LOCALES[language]}
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      onBlur={onBlur}
      name={name}
      disabled={disabled}
      containerComponent={PhoneContainer}
      countrySelectComponent={CountrySelect}
      inputComponent={PhoneTextField}
      label={labels.phone}
      required={required}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      autoComplete="tel"
    />
  );
}
