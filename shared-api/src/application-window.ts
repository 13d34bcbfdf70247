// shared-api/application-window: what the application form offers when intakes are defined
// (issue 49), and its texts. Not a shared module, like shared-api/intakes: the public portal
// bundles it, without the intakes' admin form.
export { applicationWindowMessages } from './errors/intake-messages';
export * from './calls/positions/get-application-positions';
