import type { ReactNode } from 'react';
import { useIdParam } from './id-param';
import { PageFrame } from './page-frame';
import { NotFound } from './states';

/** What a new-or-edit screen says: its titles, where back leads, and what an ?id= naming no record reads. */
export interface NewOrEditSpec {
  create: string;
  edit: string;
  backTo: string;
  notFound: string;
}

/**
 * A screen that enters a new record, or with ?id= edits one: its frame titled for each, `create`
 * without an id, `edit(id)` with one, and 不存在 for an ?id= that is no record's number.
 */
export function NewOrEditScreen({ spec, create, edit }: { spec: NewOrEditSpec; create: ReactNode; edit: (id: number) => ReactNode }) {
  const { raw, id } = useIdParam();
  return (
    <PageFrame title={raw ? spec.edit : spec.create} backTo={spec.backTo}>
      {raw === null ? create : id ? edit(id) : <NotFound title={spec.notFound} />}
    </PageFrame>
  );
}
