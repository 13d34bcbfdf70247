import Link from '@mui/material/Link';
import { useT, type LoginAnswer, type SecondStep as Step } from 'shared-api';
import { PasskeySecondFactor } from './passkey-second-factor';
import { PasskeySetUp } from './passkey-set-up';
import { SecondFactorStep } from './second-factor-step';
import { SetUpStep } from './set-up-step';

export interface SecondStepProps {
  step: Step;
  onSignedIn: (answer: LoginAnswer) => void;
  /** Back to the password (a pending sign-in lasts minutes). */
  onBack: () => void;
}

/**
 * The login page after a right password when a code is due (loaded only then). A user whose
 * only second factor is a passkey answers it with the passkey (the passkeys' part of this step).
 */
export default function SecondStep({ step, onSignedIn, onBack }: SecondStepProps) {
  const t = useT();
  return (
    <>
      {'SecondFactor' in step ? (
        <>
          {step.SecondFactor.Methods.includes('totp') && (
            <SecondFactorStep token={step.SecondFactor.Token} onSignedIn={onSignedIn} />
          )}
          {step.SecondFactor.Methods.includes('passkey') && (
            <PasskeySecondFactor token={step.SecondFactor.Token} onSignedIn={onSignedIn} />
          )}
        </>
      ) : (
        <>
          <SetUpStep token={step.TwoFactorSetUp.Token} onSignedIn={onSignedIn} />
          <PasskeySetUp token={step.TwoFactorSetUp.Token} onSignedIn={onSignedIn} />
        </>
      )}
      <Link component="button" type="button" onClick={onBack} sx={{ mt: 2 }}>
        {t('Back to Log In')}
      </Link>
    </>
  );
}
