import { apiClient } from '../../client/api-client';

export interface UndeliveredMail {
  id: number;
  To: string;
  Subject: string;
  Attempts: number;
  /** The last delivery error, or null before the first attempt. */
  LastError: string | null;
  /** ISO time the e-mail was queued. */
  Since: string;
  /** ISO time of the next automatic attempt; null when none is planned. */
  NextAttemptAt: string | null;
  Status: 'queued' | 'failed';
}

/** GET /Admin/Mail/Undelivered: e-mails not delivered yet (an SMTP outage shows here). */
export async function getUndeliveredMail(): Promise<UndeliveredMail[]> {
  const { data } = await apiClient.get<{ Mails: UndeliveredMail[] }>('/Admin/Mail/Undelivered');
  return data.Mails;
}
