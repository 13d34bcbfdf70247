import { generate } from 'otplib';
import type { Locator, Page } from 'playwright-core';

/** The app's code `steps` periods of 30 s from now (the server takes the one before and after). */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * The authenticator's set-up shown in `scope` (a page or a dialog): reads its key, enters the app's
 * code, turns it on and waits for the ten recovery codes. Answers the secret and their list.
 */
export async function turnOnAuthenticator(scope: Page | Locator) {
  const secret = (await scope.getByText(/^Key: /).textContent())!.replace('Key: ', '').trim();
  await scope.getByRole('textbox', { name: 'Code from the app' }).fill(await codeAt(secret));
  await scope.getByRole('button', { name: 'Turn on' }).click();
  const codes = scope.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  expect(await codes.getByRole('listitem').count()).toBe(10);
  return { secret, codes };
}

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps
 * discoverable credentials and verifies its user, as a phone or laptop with a fingerprint does.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  /** A credential of another authenticator, copied (the same passkey, synced to this device). */
  const addCredential = async (credential: Awaited<ReturnType<typeof credentials>>[number]) => {
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  };
  return { credentials, addCredential };
}
