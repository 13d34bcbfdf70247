import type { AxiosProgressEvent } from 'axios';
import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { CreatedAnswer } from '../../types/entities';
import { pdfFileSchema } from '../../validation/pdf';
import { phoneSchema } from '../../validation/phone';
import { fieldRules } from '../../validation/field-rules';
import { emailSchema, idSchema, requiredText } from '../../validation/text';

export const applySchema = z.object({
  Name: requiredText(m('Name'), fieldRules.name),
  Email: emailSchema,
  PhoneNumber: phoneSchema,
  /** The position's id. */
  Position: idSchema(m('Select a position')),
  Cv: pdfFileSchema,
  AttachmentLetter: pdfFileSchema,
});
export type ApplyPayload = z.output<typeof applySchema>;

/** POST /Apply as multipart (no timeout: uploads may be slow). Answers 201. */
export async function apply(
  payload: ApplyPayload,
  onUploadProgress?: (event: AxiosProgressEvent) => void,
): Promise<CreatedAnswer> {
  const form = new FormData();
  form.append('Name', payload.Name);
  form.append('Email', payload.Email);
  form.append('PhoneNumber', payload.PhoneNumber);
  form.append('Position', String(payload.Position));
  form.append('Cv', payload.Cv);
  form.append('AttachmentLetter', payload.AttachmentLetter);
  const { data } = await apiClient.post<CreatedAnswer>('/Apply', form, {
    onUploadProgress,
    skipSessionExpiry: true,
  });
  return data;
}
