// shared-ui/fields: one part of the package, shared on its own (see webpack.base.cjs).
export { EmailField, type FieldProps } from '../fields/text-fields';
export { PasswordField } from '../fields/password-field';
export { DateField, type DateFieldProps } from '../fields/date-field';
export { PdfFileField, type PdfFileFieldProps } from '../fields/pdf-file-field';
export { PositionSelect, type PositionSelectProps } from '../fields/position-select';
export { OutlinedField, type OutlinedFieldProps } from '../fields/outlined-field';
export { FormErrorSummary } from '../fields/form-error-summary';
