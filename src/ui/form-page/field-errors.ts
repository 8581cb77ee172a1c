import type { FormInstance } from 'antd-mobile/es/components/form';
import { useMemo, useRef } from 'react';
import { BIZ } from '@common/envelope';
import { EnvelopeError } from '@/core/http';

/** A message that belongs next to one field of a form (its Form.Item `name`). */
export interface FieldProblem {
  name: string;
  message: string;
}

/**
 * Thrown by a submit's own check that no antd rule can make (a required material with no file, a
 * rule over several values): the form marks each named field with its message and scrolls to the
 * first, instead of a toast that fades.
 */
export class FieldErrors extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems[0]?.message ?? 'field errors');
    this.name = 'FieldErrors';
  }
}

/** A field the form can find a server message for: its name and the label the user knows it by. */
export interface NamedField {
  name: string;
  label: string;
}

const namedIn = (data: unknown): string | undefined => {
  if (!data || typeof data !== 'object' || !('field' in data)) return undefined;
  const { field } = data as { field: unknown };
  return typeof field === 'string' ? field : undefined;
};

/**
 * The field problems an error carries: a FieldErrors' own, or a validation answer of the server
 * (statusCode 400) that names a field of the form — by its key in `data.field`, or by the label in
 * its message (the server words validation messages with the field's Chinese title: 请填写项目名称).
 * The longest label wins, so 项目名称 is not taken for 项目.
 */
export function fieldProblemsOf(error: unknown, fields: NamedField[]): FieldProblem[] {
  if (error instanceof FieldErrors) return error.problems;
  if (!(error instanceof EnvelopeError) || error.envelope.statusCode !== BIZ.invalid) return [];
  const { message, data } = error.envelope;
  const key = namedIn(data);
  const byKey = key === undefined ? undefined : fields.find((f) => f.name === key);
  const byLabel = [...fields]
    .filter((f) => f.label && message.includes(f.label))
    .sort((a, b) => b.label.length - a.label.length)[0];
  const field = byKey ?? byLabel;
  return field ? [{ name: field.name, message }] : [];
}

/**
 * Brings the first field in error into view once its message is rendered: the marks are set outside
 * React's events, so the render may come some frames later (looked for during one second).
 */
export function scrollToFirstError(root: ParentNode | null | undefined, until = Date.now() + 1000) {
  requestAnimationFrame(() => {
    const field = root?.querySelector('.adm-form-item-has-error');
    if (field) field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    else if (Date.now() < until) scrollToFirstError(root, until);
  });
}

export interface FieldMarks {
  /** Shows each message under its field (Form.setFields) and scrolls to the first field in error. */
  mark: (problems: FieldProblem[], root: ParentNode | null | undefined) => void;
  /** Takes the marks off these fields (they changed); fields the form did not mark are left alone. */
  clear: (names: string[]) => void;
}

/**
 * Field errors set after a submit: they stay next to their field until that field changes (the
 * form calls `clear` with the changed names from onValuesChange; a control outside the form's
 * values, like an uploaded material, calls it when its own data changes).
 */
export function useFieldMarks(form: FormInstance): FieldMarks {
  const marked = useRef(new Set<string>());
  return useMemo(
    () => ({
      mark: (problems, root) => {
        if (!problems.length) return;
        form.setFields(problems.map((p) => ({ name: p.name, errors: [p.message] })));
        for (const p of problems) marked.current.add(p.name);
        scrollToFirstError(root);
      },
      clear: (names) => {
        const hit = names.filter((name) => marked.current.delete(name));
        if (hit.length) form.setFields(hit.map((name) => ({ name, errors: [] })));
      },
    }),
    [form],
  );
}
