// Mutations the way every form and button does them: a confirmation first, or the failure
// under its field; with react-query, so kept out of 'shared-ui/feedback', which /login loads.
export {
  useConfirmedMutation,
  type ConfirmedMutationOptions,
} from '../mutations/use-confirmed-mutation';
export {
  useFormMutation,
  type FormFields,
  type FormMutation,
  type FormMutationOptions,
} from '../mutations/use-form-mutation';
