// shared-api/visit-form: the academic supervisor's "Record a visit" form (issue 70), its schema
// and labels, apart from shared-api/academic so that the students' list loads no zod: only the
// student's page, which draws the form, bundles it.
export * from './calls/academic/visit-form';
