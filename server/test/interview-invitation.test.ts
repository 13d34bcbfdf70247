import { interviewInvitation } from '../src/domain/applications/interview-invitation';

const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

describe('interview invitation (.ics)', () => {
  it('writes an attendee name with quotes, semicolons, commas and colons as a valid CN', () => {
    const ics = unfold(
      interviewInvitation({
        applicationId: 7,
        date: '2099-03-04',
        name: 'Kevin "The Rock" Otieno; Jr, MSc: Nairobi',
        email: 'kevin@example.com',
        position: 'Engineering',
        organizerEmail: 'hr@firm.test',
      }),
    );
    const attendee = ics.split(/\r?\n/).find((line) => line.startsWith('ATTENDEE'));
    // RFC 5545 §3.1: param-value = paramtext / quoted-string; a quoted-string holds no DQUOTE.
    const cn = /;CN=("[^"]*"|[^";:,]*)(?=[;:])/.exec(attendee ?? '')?.[1];
    expect(cn).toBe(`"Kevin 'The Rock' Otieno; Jr, MSc: Nairobi"`);
    expect(attendee).not.toContain('\\');
    expect(attendee?.endsWith(':mailto:kevin@example.com')).toBe(true);
  });
});
