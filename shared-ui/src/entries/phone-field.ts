// shared-ui/phone-field: the phone input, apart from the other fields so that the pages without
// one (the login, the dashboards) do not download the phone library and its metadata.
export { PhoneField, type PhoneFieldProps } from '../fields/phone-field';
