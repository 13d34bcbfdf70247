// shared-api/interview-booking: interview slots, invitations to book, the applicant's booking
// link and the interviewer's calendar feed (issue 87), apart from the rest of shared-api, which
// every first visit loads. Not a shared module: the pages that use it bundle it; its calls reach
// the one client through the package's own name. No zod here: the public booking page validates
// nothing (the slots form is 'shared-api/interview-slot-form').
export type * from './types/interview-booking';
export * from './query/interview-booking-keys';
export * from './errors/interview-booking-messages';
export * from './calls/interview-booking/interview-slot-calls';
export * from './calls/interview-booking/booking-calls';
export * from './time/slot-times';
