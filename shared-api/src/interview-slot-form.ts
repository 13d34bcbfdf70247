// shared-api/interview-slot-form: the administrator's slots form (issue 87), with zod.
export * from './calls/interview-booking/interview-slot-form';
