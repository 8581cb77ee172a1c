import { Button, Dialog, Form, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EnvelopeError } from '../../core/http';
import type { ItemResource } from '../../ui/resource';
import { PageFrame, useBack } from '../page-frame';
import { LoadFailed, LoadingCards, NotFound } from '../states';
import type { FormField } from './field-types';
import { FormFieldItem } from './form-field';
import styles from './form-page.module.css';
import { useLeaveGuard } from './use-leave-guard';

/** Edit mode: the form starts from an item loaded with its defineItem resource. */
export interface FormSource<V, T> {
  item: ItemResource<T>;
  /** The record's id; the route's :id by default. */
  id?: string | number;
  toValues: (item: T) => Partial<V>;
}

export interface FormPageProps<V extends object, T = V, R = unknown> {
  title: string;
  backTo?: string | false;
  fields: FormField<V>[];
  /** Starting values (create mode; merged under the loaded ones in edit mode). */
  initialValues?: Partial<V>;
  edit?: FormSource<V, T>;
  /** Saves the values, usually a defineAction (which shows 加载中……); reject to stay on the form. */
  onSubmit: (values: V) => Promise<R>;
  submitText?: string;
  /** Toast after success; false for none. Default 保存成功. */
  successMessage?: string | false;
  /** Where to go after success (replacing the form in history); back by default. */
  successTo?: string | ((result: R, values: V) => string);
  /** A Dialog.confirm text asked before submitting. */
  confirm?: string;
  /** Above the fields (a hint, the status of a returned application…). */
  intro?: ReactNode;
  /** Ask before leaving with unsaved changes (default true). */
  guard?: boolean;
}

/**
 * Fields with a Form.Header wherever the group changes (a flat list: antd-mobile's Form finds its
 * headers among its direct children), conditional fields subscribed to their inputs.
 */
function renderFields<V>(fields: FormField<V>[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let group: string | undefined;
  for (const field of fields) {
    if (field.group && field.group !== group)
      nodes.push(<Form.Header key={`group:${field.group}`}>{field.group}</Form.Header>);
    group = field.group ?? group;
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

function FormBody<V extends object, T, R>(props: FormPageProps<V, T, R> & { startValues: Partial<V> }) {
  const { fields, onSubmit, successMessage = '保存成功', successTo, guard = true } = props;
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const back = useBack(props.backTo || '/index');
  const [dirty, setDirty] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const { allowLeave } = useLeaveGuard(guard && dirty && !submitting);

  const finish = async (values: V) => {
    if (props.confirm) {
      if (!(await Dialog.confirm({ content: props.confirm }))) return;
    }
    setSubmitting(true);
    try {
      const result = await onSubmit(values);
      allowLeave();
      if (successMessage) Toast.show({ content: successMessage, icon: 'success' });
      if (successTo)
        void navigate(typeof successTo === 'function' ? successTo(result, values) : successTo, {
          replace: true,
        });
      else back();
    } catch (error) {
      // Business errors were shown by the HTTP client with the server's words.
      if (!(error instanceof EnvelopeError))
        Toast.show({ content: '提交失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setSubmitting(false);
    }
  };

  // The first field in error is brought into view once the messages are rendered.
  const showFirstError = () =>
    requestAnimationFrame(() =>
      container.current
        ?.querySelector('.adm-form-item-has-error')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );

  return (
    <div ref={container}>
      {props.intro}
      <Form
        form={form}
        className={styles.form}
        layout="vertical"
        mode="card"
        initialValues={props.startValues}
        onValuesChange={() => setDirty(true)}
        onFinish={(values: V) => void finish(values)}
        onFinishFailed={showFirstError}
        footer={
          <div className={styles.footer}>
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={submitting}
              disabled={submitting}
            >
              {props.submitText ?? '提交'}
            </Button>
          </div>
        }
      >
        {renderFields(fields)}
      </Form>
    </div>
  );
}

function EditLoader<V extends object, T, R>(props: FormPageProps<V, T, R> & { edit: FormSource<V, T> }) {
  const params = useParams();
  const state = props.edit.item.useItem(props.edit.id ?? params.id);
  const back = useBack(props.backTo || '/index');
  if (state.data !== undefined)
    return (
      <FormBody {...props} startValues={{ ...props.initialValues, ...props.edit.toValues(state.data) }} />
    );
  if (state.notFound) return <NotFound onBack={back} />;
  if (state.error) return <LoadFailed error={state.error} onRetry={() => void state.mutate()} />;
  return <LoadingCards count={2} lines={4} />;
}

/** A standard form screen: described fields, validation, submit, success toast, leave guard. */
export function FormPage<V extends object, T = V, R = unknown>(props: FormPageProps<V, T, R>) {
  const { edit } = props;
  return (
    <PageFrame title={props.title} backTo={props.backTo}>
      {edit ? (
        <EditLoader {...props} edit={edit} />
      ) : (
        <FormBody {...props} startValues={props.initialValues ?? {}} />
      )}
    </PageFrame>
  );
}
