import { appealContract, PHOTO_FIELD } from '@common/appeal/contract';
import { discardItem, enqueue, type OutboxFile } from '@/core/outbox';
import { revalidateResources } from '@/ui/resource';
import { AFFECTED, type OrgOption } from '../api';
import type { Position } from './location-field';
import type { PickedPhoto } from './photo-picker';

/** The filing form's values. */
export interface FilingValues {
  org?: OrgOption | null;
  category: string;
  title: string;
  content: string;
  address?: string;
  position?: Position | null;
  photos?: PickedPhoto[];
}

/** What became of a filing, told honestly: sent, kept for later, or refused with the server's reason. */
export type FilingOutcome =
  { kind: 'sent'; id: number | null } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** The multipart fields of appeal/submit (common/appeal/contract.ts). */
export function filingFields(values: FilingValues): Record<string, string> {
  const fields: Record<string, string> = {
    category: values.category,
    title: values.title.trim(),
    content: values.content.trim(),
    address: values.address?.trim() ?? '',
  };
  if (values.position) {
    fields.lng = String(values.position.lng);
    fields.lat = String(values.position.lat);
  }
  if (values.org) fields.orgId = String(values.org.id);
  return fields;
}

export function filingFiles(photos: PickedPhoto[] = []): OutboxFile[] {
  return photos.map((photo, index) => ({
    field: PHOTO_FIELD,
    name: photo.file.name || `photo${index + 1}.jpg`,
    type: photo.file.type || 'image/jpeg',
    blob: photo.file,
  }));
}

/**
 * Files the appeal through the outbox (kind 'appeal'): stored on the phone first, then sent with its
 * idempotency key. Without a network it waits in the outbox (or the service worker's queue) and
 * goes on its own later; a refusal is taken out of the outbox, because the form is still open to fix it.
 */
export async function fileAppeal(values: FilingValues): Promise<FilingOutcome> {
  const item = await enqueue({
    kind: 'appeal',
    // Under the outbox's base (dpboot), as items already waiting on phones name it.
    path: appealContract.submit.path,
    body: { type: 'multipart', fields: filingFields(values), files: filingFiles(values.photos) },
    label: `诉求：${values.title.trim()}`,
  });
  if (item.state === 'sent') {
    void revalidateResources(AFFECTED);
    const id = (item.result as { id?: unknown } | undefined)?.id;
    return { kind: 'sent', id: typeof id === 'number' ? id : null };
  }
  if (item.state === 'failed') {
    await discardItem(item.key);
    return { kind: 'failed', message: item.error || '提交失败，请稍后重试' };
  }
  return { kind: 'saved' };
}
