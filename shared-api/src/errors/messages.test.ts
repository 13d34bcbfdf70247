import { showLanguage, translate } from 'shared-api';
import { NO_ANSWER_DETAIL } from './api-failure';
import { pendingAbsencesLine, waitingEntriesLine } from './logbook-review-messages';
import { errorMessages, successMessages } from './messages';

// The catalogue's messages are marked texts (shown with t()); those with a count are written in
// the language on screen when asked for.

describe('the catalogue messages', () => {
  it("are the spec's English, letter for letter", () => {
    expect(translate(errorMessages.couldNotLogin)).toBe('Could not Login');
    expect(translate(successMessages.signedUp)).toBe('Sign Up Successfull. You can login now');
    expect(waitingEntriesLine(1)).toBe('1 logbook entry waits for your signature');
    expect(waitingEntriesLine(3)).toBe('3 logbook entries wait for your signature');
    expect(pendingAbsencesLine(1)).toBe('1 absence request waits for a decision');
    expect(pendingAbsencesLine(2)).toBe('2 absence requests wait for a decision');
  });

  it('are shown in Swahili, counts included', async () => {
    await showLanguage('sw');
    expect(translate(errorMessages.couldNotLogin)).toBe('Imeshindikana kuingia');
    expect(translate(successMessages.taskAssigned)).toBe('Jukumu Limekabidhiwa');
    expect(translate(NO_ANSWER_DETAIL)).toBe(
      'Seva haikupatikana. Angalia muunganisho wako kisha ujaribu tena.',
    );
    expect(waitingEntriesLine(1)).toBe('Ingizo 1 la daftari la kazi linasubiri saini yako');
    expect(waitingEntriesLine(3)).toBe('Maingizo 3 ya daftari la kazi yanasubiri saini yako');
    expect(pendingAbsencesLine(2)).toBe('Maombi 2 ya kutokuwepo yanasubiri uamuzi');
  });
});
