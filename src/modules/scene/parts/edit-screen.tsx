import type { ReactNode } from 'react';
import { FormView, type FormField } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { TransitionButtons, type Review, type ReviewedRecord } from '@/ui/publish';
import type { ItemResource } from '@/ui/resource';
import { NotFound } from '@/ui/states';
import { useIdParam } from '@/ui/id-param';


export interface EditScreenProps<R extends ReviewedRecord, V extends object> {
  /** The title when editing (?id=) and when entering a new record. */
  titles: { edit: string; create: string };
  backTo: string;
  notFound: string;
  item: ItemResource<R>;
  review: Review;
  /** The form's fields; `record` is undefined for a new one. */
  fields: (record: R | undefined) => FormField<V>[];
  valuesOf: (record: R) => Partial<V>;
  /** A new record's values (from the URL, say). */
  startValues?: Partial<V>;
  save: (values: V, id: number | undefined) => Promise<unknown>;
  /** Shown above the form (what the record belongs to). */
  intro?: (record: R | undefined) => ReactNode;
}

/**
 * A reviewed record's screen: with ?id= it is read, reviewed with the lifecycle's buttons and
 * corrected (back to review); without, a new one is entered for review.
 */
export function EditScreen<R extends ReviewedRecord, V extends object>(props: EditScreenProps<R, V>) {
  const { raw, id } = useIdParam();
  const form = (record: R | undefined) => (
    <FormView<V, unknown>
      fields={props.fields(record)}
      initialValues={record ? props.valuesOf(record) : (props.startValues ?? {})}
      onSubmit={(values) => props.save(values, record?.id)}
      submitText={record ? '保存并重新提交审核' : '提交审核'}
      successTo={props.backTo}
      intro={props.intro?.(record)}
    />
  );
  return (
    <PageFrame title={raw ? props.titles.edit : props.titles.create} backTo={props.backTo}>
      {raw === null ? (
        form(undefined)
      ) : id ? (
        <Existing id={id} {...props} form={form} />
      ) : (
        <NotFound title={props.notFound} />
      )}
    </PageFrame>
  );
}

function Existing<R extends ReviewedRecord, V extends object>({ id, item, review, notFound, backTo, form }: EditScreenProps<R, V> & { id: number; form: (record: R) => ReactNode }) {
  const state = item.useItem(id);
  return (
    <Loaded state={state} notFoundText={notFound} backTo={backTo} skeleton={{ count: 2, lines: 4 }}>
      {(record) => (
        <>
          <TransitionButtons review={review} record={record} actor="operator" layout="bar" onDone={() => void state.mutate()} />
          {form(record)}
        </>
      )}
    </Loaded>
  );
}
