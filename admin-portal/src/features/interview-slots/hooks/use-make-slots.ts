import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { applyFieldErrors, toApiFailure } from 'shared-api';
import {
  createSlot,
  createSlotSeries,
  interviewBookingKeys,
  type SlotsCreated,
} from 'shared-api/interview-booking';
import { toSlotPayload, type SlotFormValues } from 'shared-api/interview-slot-form';
import { interviewBookingMessages } from 'shared-api/interview-booking';
import { showFailure, showSuccess } from 'shared-ui/feedback';

/**
 * Makes one slot or a series (POST /InterviewSlot or /InterviewSlot/Series). A field's refusal
 * goes under it; the refusal of the series as a whole (more than 500 slots, with its count, or
 * none) is `refusal`, for the form to show above its buttons; anything else in the error popup.
 * `onMade` gets the answer (its message, and each interviewer's overlap as a warning).
 */
export function useMakeSlots(onMade: (answer: SlotsCreated, form: SlotFormValues) => void) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (form: SlotFormValues) => {
      const made = toSlotPayload(form);
      return made.kind === 'one' ? createSlot(made.payload) : createSlotSeries(made.payload);
    },
  });

  async function make(values: SlotFormValues, form: UseFormReturn<SlotFormValues>) {
    setRefusal(null);
    try {
      const answer = await mutation.mutateAsync(values);
      showSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: interviewBookingKeys.slots });
      onMade(answer, values);
    } catch (error) {
      const failure = toApiFailure(error, interviewBookingMessages.couldNotMakeSlots);
      const { Series, ...fields } = failure.fieldErrors;
      if (Series) setRefusal(Series);
      const shown = Object.keys(form.getValues());
      const onForm = Object.fromEntries(
        Object.entries(fields).filter(([name]) => shown.includes(name)),
      );
      applyFieldErrors({ ...failure, fieldErrors: onForm }, form.setError);
      const elsewhere = Object.keys(fields).length > Object.keys(onForm).length;
      if ((!Series && Object.keys(onForm).length === 0) || elsewhere) {
        showFailure({ ...failure, kind: 'message' });
      }
    }
  }
  return { make, refusal };
}
