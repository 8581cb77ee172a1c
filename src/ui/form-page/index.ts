export { FormPage, FormStay, FormView, type DependentField, type FormAction, type FormPageProps, type FormSource, type SuccessMessage } from './form-page';
export { FieldErrors, fieldProblemsOf, scrollToFirstError, useFieldMarks, type FieldMarks, type FieldProblem, type NamedField } from './field-errors';
export { FormFieldItem } from './form-field';
export type { FormField, FieldType, Rule } from './field-types';
export { rulesFor, requiredMessage, htmlText, PHONE_PATTERN } from './rules';
export { useLeaveGuard, LEAVE_CONFIRM } from './use-leave-guard';
export { PickerField } from './picker-field';
export { DateField } from './date-field';
export { NumberInput } from './number-input';
