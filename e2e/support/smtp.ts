// The same real SMTP receiver as the server's tests: one implementation for both.
export { TestSmtpServer } from '../../server/test/helpers/smtp';
