/** The props of the phone field and of both its forms (plain fallback, full library field). */
export interface PhoneFieldProps {
  /** E.164, e.g. '+254712345678', or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
}
