import { Button, Dialog, Form, NoticeBar, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EnvelopeError } from '@/core/http';
import type { ItemResource } from '../resource';
import { PageFrame, useBack } from '../page-frame';
import { LoadFailed, LoadingCards, NotFound } from '../states';
import { useDraft } from '../use-draft';
import { useIsDesktop } from '../use-desktop';
import { fieldProblemsOf, FieldErrors, scrollToFirstError, useFieldMarks, type NamedField } from './field-errors';
import type { FormField } from './field-types';
import { isDependent, renderFields, type DependentField } from './form-fields';
import styles from './form-page.module.css';
import { useLeaveGuard } from './use-leave-guard';

/** Edit mode: the form starts from an item loaded with its defineItem resource. */
export interface FormSource<V, T> {
  item: ItemResource<T>;
  /** The record's id; the route's :id by default. */
  id?: string | number;
  toValues: (item: T) => Partial<V>;
}

/** The toast after a successful submit, or one chosen by what the save answered; false for none. */
export type SuccessMessage<R> = string | false | ((result: R) => string | false);

/**
 * Thrown by a submit that has told the user itself why it stopped (a dialog with the server's
 * reason, say): the form stays open as it is, and the kit adds no message of its own.
 */
export class FormStay extends Error {
  constructor(reason = 'stay on the form') {
    super(reason);
    this.name = 'FormStay';
  }
}

/** A submit button of its own (保存 / 保存并发布): what it runs and what follows. */
export interface FormAction<V, R = unknown> {
  text: string;
  /** The primary (blue) button; the last one by default. */
  primary?: boolean;
  /** Asked before running (e.g. before publishing): title, text and the confirm button's text. */
  confirm?: { title?: string; content: string; confirmText?: string };
  /** Saves the values, usually defineActions; reject to stay on the form (FormStay: silently). */
  run: (values: V) => Promise<R>;
  /** Toast after success (the form's successMessage by default). */
  successMessage?: SuccessMessage<R>;
  /** Where to go after success (the form's successTo by default). */
  successTo?: string | ((result: R, values: V) => string);
}

export interface FormPageProps<V extends object, T = V, R = unknown> {
  title: string;
  backTo?: string;
  /** Described fields, in order; a DependentField where the description follows other values. */
  fields: Array<FormField<V> | DependentField<V>>;
  /** Starting values (create mode; merged under the loaded ones in edit mode). */
  initialValues?: Partial<V>;
  edit?: FormSource<V, T>;
  /** Saves the values, usually a defineAction (which shows 加载中……); reject to stay on the form. */
  onSubmit?: (values: V) => Promise<R>;
  /** Several submit buttons instead of one (onSubmit/submitText are then not used). */
  actions?: FormAction<V, R>[];
  /**
   * Form items of the screen's own after the described fields (inside the form, so they validate):
   * an array with keys, not a fragment — antd-mobile's Form finds its headers among its direct
   * children. A single control of the screen's own is better a `custom` field.
   */
  extra?: ReactNode;
  /**
   * Autosaves the values locally while they change (core/drafts, per user), restores them when the
   * form opens again and forgets them after a successful submit. `key` names the form and its
   * subject (`notice:edit:12`); null while the subject is unknown.
   */
  draft?: { key: string | null };
  submitText?: string;
  /** Toast after success; false for none. Default 保存成功. */
  successMessage?: SuccessMessage<R>;
  /** Where to go after success (replacing the form in history); back by default. */
  successTo?: string | ((result: R, values: V) => string);
  /** A Dialog.confirm text asked before submitting. */
  confirm?: string;
  /** Above the fields (a hint, the status of a returned application…). */
  intro?: ReactNode;
  /** Ask before leaving with unsaved changes (default true). */
  guard?: boolean;
  /**
   * From 1024 px, a desktop form (an operations screen's settings): labels in a column beside the
   * fields, the fields at a reading width, the buttons in a row under them at their own width.
   * Phones keep the stacked form.
   */
  desktop?: boolean;
}

function namedFields<V>(fields: Array<FormField<V> | DependentField<V>>, values: Partial<V>): NamedField[] {
  return fields.map((field) => {
    const { name, label } = isDependent(field) ? field.describe(values) : field;
    return { name, label };
  });
}

/** The form's buttons: its actions, or one made of onSubmit and submitText. */
function actionsOf<V extends object, T, R>(props: FormPageProps<V, T, R>): FormAction<V, R>[] {
  if (props.actions?.length) return props.actions;
  if (!props.onSubmit) throw new Error('FormPage needs onSubmit or actions');
  return [{ text: props.submitText ?? '提交', primary: true, run: props.onSubmit, ...(props.confirm ? { confirm: { content: props.confirm } } : {}) }];
}

function FormBody<V extends object, T, R>(props: FormPageProps<V, T, R> & { startValues: Partial<V>; restored: boolean }) {
  const { fields, guard = true } = props;
  const actions = actionsOf(props);
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const back = useBack(props.backTo || '/index');
  const [dirty, setDirty] = useState(props.restored);
  // Which button is running; the ref carries the choice from the click into onFinish.
  const [running, setRunning] = useState<number | null>(null);
  const chosen = useRef(actions.length - 1);
  const submitting = running !== null;
  const container = useRef<HTMLDivElement>(null);
  const { allowLeave } = useLeaveGuard(guard && dirty && !submitting);
  const draft = useDraft<Partial<V>>(props.draft?.key ?? null);
  const marks = useFieldMarks(form);
  const wide = useIsDesktop() && !!props.desktop;

  const finish = async (values: V) => {
    const index = chosen.current;
    const action = actions[index]!;
    if (action.confirm) {
      const { title, content, confirmText } = action.confirm;
      const ok = await Dialog.confirm({ ...(title ? { title } : {}), content, ...(confirmText ? { confirmText } : {}) });
      if (!ok) return;
    }
    setRunning(index);
    try {
      const result = await action.run(values);
      allowLeave();
      await draft.clear();
      const said = action.successMessage ?? props.successMessage ?? '保存成功';
      const message = typeof said === 'function' ? said(result) : said;
      if (message) Toast.show({ content: message, icon: 'success' });
      const successTo = action.successTo ?? props.successTo;
      if (successTo)
        void navigate(typeof successTo === 'function' ? successTo(result, values) : successTo, {
          replace: true,
        });
      else back();
    } catch (error) {
      // A message about one field stays next to it (a check of the action's own, the server's answer).
      marks.mark(fieldProblemsOf(error, namedFields(fields, form.getFieldsValue(true) as Partial<V>)), container.current);
      // Business errors were shown by the HTTP client with the server's words; FormStay by the action.
      if (!(error instanceof EnvelopeError) && !(error instanceof FormStay) && !(error instanceof FieldErrors))
        Toast.show({ content: '提交失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setRunning(null);
    }
  };

  const submit = (index: number) => {
    chosen.current = index;
    form.submit();
  };

  // The first field in error is brought into view once the messages are rendered.
  const showFirstError = () => scrollToFirstError(container.current);

  return (
    <div ref={container}>
      {props.restored ? <NoticeBar content="已恢复上次未提交的内容" color="info" /> : null}
      {props.intro}
      <Form
        form={form}
        className={wide ? `${styles.form} ${styles.desktop}` : styles.form}
        layout={wide ? 'horizontal' : 'vertical'}
        mode="card"
        initialValues={props.startValues}
        onValuesChange={(changed: Partial<V>, values: Partial<V>) => {
          setDirty(true);
          marks.clear(Object.keys(changed));
          const cleared = fields.filter(
            (f) => isDependent(f) && f.clearOnChange && f.dependsOn.some((name) => name in changed),
          );
          for (const f of cleared) form.setFieldValue(f.name, undefined);
          if (props.draft) draft.save(cleared.length ? (form.getFieldsValue(true) as Partial<V>) : values);
        }}
        onFinish={(values: V) => void finish(values)}
        onFinishFailed={showFirstError}
        footer={
          <div className={wide ? styles.desktopActions : actions.length > 1 ? styles.footerRow : styles.footer}>
            {actions.map((action, index) => (
              <Button
                key={action.text}
                block={!wide}
                color={(action.primary ?? index === actions.length - 1) ? 'primary' : 'default'}
                size={wide ? 'middle' : 'large'}
                loading={running === index}
                disabled={submitting}
                onClick={() => submit(index)}
              >
                {action.text}
              </Button>
            ))}
          </div>
        }
      >
        {renderFields(fields)}
        {props.extra}
      </Form>
    </div>
  );
}

/** The form once its start values are known: with the autosaved draft over them, if there is one. */
function WithDraft<V extends object, T, R>(props: FormPageProps<V, T, R> & { startValues: Partial<V> }) {
  const draft = useDraft<Partial<V>>(props.draft?.key ?? null);
  if (props.draft?.key && !draft.ready) return <LoadingCards count={2} lines={4} />;
  const saved = props.draft ? draft.draft : undefined;
  const startValues = saved ? { ...props.startValues, ...saved.value } : props.startValues;
  return <FormBody {...props} startValues={startValues} restored={!!saved} />;
}

function EditLoader<V extends object, T, R>(props: FormPageProps<V, T, R> & { edit: FormSource<V, T> }) {
  const params = useParams();
  const state = props.edit.item.useItem(props.edit.id ?? params.id);
  const back = useBack(props.backTo || '/index');
  if (state.data !== undefined)
    return (
      <WithDraft {...props} startValues={{ ...props.initialValues, ...props.edit.toValues(state.data) }} />
    );
  if (state.notFound) return <NotFound onBack={back} />;
  if (state.error) return <LoadFailed error={state.error} onRetry={() => void state.mutate()} />;
  return <LoadingCards count={2} lines={4} />;
}

/**
 * A standard form screen: described fields (and the screen's own items in `extra`), validation that
 * scrolls to the first invalid field, one or several submit actions, success toast, leave guard,
 * optional local draft. A run that rejects with FieldErrors, or a server answer naming a field, marks
 * that field and scrolls to it; the message stays until the field changes.
 */
export function FormPage<V extends object, T = V, R = unknown>(props: FormPageProps<V, T, R>) {
  const { edit } = props;
  return (
    <PageFrame title={props.title} backTo={props.backTo}>
      {edit ? (
        <EditLoader {...props} edit={edit} />
      ) : (
        <WithDraft {...props} startValues={props.initialValues ?? {}} />
      )}
    </PageFrame>
  );
}

/** A FormPage's form without its frame, for a screen that loads or decides more around it. */
export function FormView<V extends object, R = unknown>(props: Omit<FormPageProps<V, V, R>, 'title' | 'edit'>) {
  return <WithDraft {...props} title="" startValues={props.initialValues ?? {}} />;
}
