export { catalogue } from './catalogue';
import type { ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { InlineLoading, lazyPage } from 'shared-ui/feedback';
import { withPageTexts } from './catalogue';
import { LandingPage } from './features/landing/components/landing-page';

// The landing page paints first; its form (phone metadata, validation) follows in its own chunk.
const ApplicationForm = lazyPage(
  () => import('./features/apply/components/application-form'),
  'ApplicationForm',
  <InlineLoading />,
);

// The other pages' texts come with them: a first visit of / downloads only its own.
const ApplicationStatusPage = lazyPage(
  () => withPageTexts(import('./features/application-status/components/application-status-page')),
  'ApplicationStatusPage',
);
const RequestResetPage = lazyPage(
  () => withPageTexts(import('./features/password-reset/components/request-reset-page')),
  'RequestResetPage',
);
const ResetPasswordPage = lazyPage(
  () => withPageTexts(import('./features/password-reset/components/reset-password-page')),
  'ResetPasswordPage',
);
const ConfirmEmailPage = lazyPage(
  () => withPageTexts(import('./features/confirm-email/components/confirm-email-page')),
  'ConfirmEmailPage',
);
const PrivacyNoticePage = lazyPage(
  () => withPageTexts(import('./features/privacy-notice/components/privacy-notice-page')),
  'PrivacyNoticePage',
);
const AccessibilityStatementPage = lazyPage(
  () =>
    withPageTexts(
      import('./features/accessibility-statement/components/accessibility-statement-page'),
    ),
  'AccessibilityStatementPage',
);
const PersonalDataPage = lazyPage(
  () => withPageTexts(import('./features/personal-data/components/personal-data-page')),
  'PersonalDataPage',
);
const BookingPage = lazyPage(
  () => withPageTexts(import('./features/booking/components/booking-page')),
  'BookingPage',
);
const VerifyLetterPage = lazyPage(
  () => withPageTexts(import('./features/verify-letter/components/verify-letter-page')),
  'VerifyLetterPage',
);
const VerifyCredentialPage = lazyPage(
  () => withPageTexts(import('./features/verify-credential/components/verify-credential-page')),
  'VerifyCredentialPage',
);
const SignUpPage = lazyPage(
  () => withPageTexts(import('./features/sign-up/components/sign-up-page')),
  'SignUpPage',
);

/** The route tree the shell mounts at /; unknown paths show the shell's 404 page. */
export default function PublicRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<LandingPage applicationForm={<ApplicationForm />} />} />
      <Route path="applicationStatus" element={<ApplicationStatusPage />} />
      <Route path="signUp" element={<SignUpPage />} />
      <Route path="requestResetPassword" element={<RequestResetPage />} />
      <Route path="resetPassword/:token" element={<ResetPasswordPage />} />
      <Route path="confirmEmail/:token" element={<ConfirmEmailPage />} />
      <Route path="privacy" element={<PrivacyNoticePage />} />
      <Route path="accessibility" element={<AccessibilityStatementPage />} />
      <Route path="personalData/:token" element={<PersonalDataPage />} />
      <Route path="verify" element={<VerifyCredentialPage />} />
      <Route path="book/:token" element={<BookingPage />} />
      <Route path="verify/:code" element={<VerifyLetterPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
