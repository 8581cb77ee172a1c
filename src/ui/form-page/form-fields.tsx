import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { FormField } from './field-types';
import { FormFieldItem } from './form-field';

/**
 * A field described from other values of the form, e.g. a picker whose options follow another
 * choice (申报项目 of the chosen 政策). `describe` is called with the current values of `dependsOn`
 * and returns the field of this `name`.
 */
export interface DependentField<V> {
  name: keyof V & string;
  dependsOn: Array<keyof V & string>;
  describe: (values: Partial<V>) => FormField<V>;
  /** Starts a titled group, as a described field's `group`. */
  group?: string;
  /** Its value is cleared when one of `dependsOn` changes (the old choice no longer applies). */
  clearOnChange?: boolean;
}

export function isDependent<V>(field: FormField<V> | DependentField<V>): field is DependentField<V> {
  return 'describe' in field;
}

/**
 * Fields with a Form.Header wherever the group changes (a flat list: antd-mobile's Form finds its
 * headers among its direct children), conditional fields subscribed to their inputs.
 */
export function renderFields<V>(fields: Array<FormField<V> | DependentField<V>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let group: string | undefined;
  for (const field of fields) {
    if (field.group && field.group !== group)
      nodes.push(<Form.Header key={`group:${field.group}`}>{field.group}</Form.Header>);
    group = field.group ?? group;
    if (isDependent(field)) {
      nodes.push(
        <Form.Subscribe key={field.name} to={field.dependsOn}>
          {(values) => <FormFieldItem field={field.describe(values as Partial<V>)} />}
        </Form.Subscribe>,
      );
      continue;
    }
    const { visible } = field;
    nodes.push(
      visible ? (
        <Form.Subscribe key={field.name} to={visible.dependsOn}>
          {(values) => (visible.when(values as Partial<V>) ? <FormFieldItem field={field} /> : null)}
        </Form.Subscribe>
      ) : (
        <FormFieldItem key={field.name} field={field} />
      ),
    );
  }
  return nodes;
}

/** The fields' names and labels as they stand now (a dependent field described from the values). */
