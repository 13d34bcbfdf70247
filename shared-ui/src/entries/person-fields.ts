// shared-ui/person-fields: one part of the package, shared on its own (see webpack.base.cjs). It
// takes its fields from shared-ui/fields and shared-ui/phone-field, so a form that draws it loads
// no second copy of them.
export {
  PersonFields,
  type PersonFieldsProps,
  type PersonFieldValues,
} from '../fields/person-fields';
