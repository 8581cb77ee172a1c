export * from './answers';
export { QuestionField, type QuestionFieldProps } from './question-field';
export { QuestionnaireSteps, type QuestionnaireStepsProps } from './questionnaire-steps';
