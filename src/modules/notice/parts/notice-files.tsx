import { AttachmentList } from '@/ui/attachment-list';
import { noticeFiles } from '../api';

/**
 * The notice's attachments (notice/get_files): images open in a viewer, other files download,
 * both through the signed client. Nothing when it has none.
 */
export function NoticeFiles({ id }: { id: number | string }) {
  const { data } = noticeFiles.useItem(id);
  if (!data?.length) return null;
  return <AttachmentList title="附件" files={data.map((f) => ({ filename: f.filename, url: f.url, mime: f.mime, size: f.size }))} />;
}
