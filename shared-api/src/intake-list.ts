// shared-api/intake-list: the intakes' list alone, for the admin's intake choice on screens
// without the intake form (the dashboard, the tables): shared-api/intakes brings the form's zod.
export * from './calls/intakes/get-intakes';
