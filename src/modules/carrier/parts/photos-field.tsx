import { CARRIER_LIMITS as L } from '@common/carrier/rules';
import { FilesField } from '@/ui/files-field';
import type { FormField } from '@/ui/form-page';
import type { UploadedFile } from '@/ui/upload-field';

/** Images only: what the attachment module takes as pictures. */
const IMAGES = 'image/jpeg,image/png,image/gif,image/webp';

/** A carrier's or a space's photos on its form: uploaded as picked, shown to the whole park once saved. */
export function photosField<V extends { photos?: UploadedFile[] }>(label: string, hint: string): FormField<V> {
  return { name: 'photos', label, type: 'custom', input: <FilesField noun="照片" accept={IMAGES} max={L.photosMax} hint={hint} /> };
}

/** The photos a save keeps, in the form's order. */
export const photoIdsOf = (photos: readonly UploadedFile[] | undefined): number[] => (photos ?? []).map((p) => p.id);
