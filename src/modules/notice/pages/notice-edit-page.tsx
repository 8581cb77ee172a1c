import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { noticeDetail, noticeFiles, type NoticeDetail, type NoticeFile, type NoticeType } from '../api';
import { NoticeForm, type NoticeFormValues } from '../parts/notice-form';
import { NOTICE_MANAGE, noticeDetailPath } from '../paths';

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

const valuesOf = (n: NoticeDetail, files: NoticeFile[]): Partial<NoticeFormValues> => ({
  title: n.title,
  type: n.type as NoticeType,
  summary: n.summary,
  cover: n.cover ?? undefined,
  body: n.body,
  pinned: n.pinned,
  attachments: files,
});

/** Loads the notice and its files, then the form; a published notice must be withdrawn first. */
function EditNotice({ id }: { id: number }) {
  const navigate = useNavigate();
  const notice = noticeDetail.useItem(id);
  const files = noticeFiles.useItem(id);
  const failed = notice.error ?? files.error;
  if (notice.notFound) return <NotFound title="通知不存在或已被删除" onBack={() => void navigate(NOTICE_MANAGE)} />;
  if (failed) return <LoadFailed error={failed} onRetry={() => void Promise.all([notice.mutate(), files.mutate()])} />;
  if (!notice.data || !files.data) return <LoadingCards count={2} lines={4} />;
  if (notice.data.status === 'JOINT') {
    return (
      <>
        <Empty title="该通知已发布" description="已发布的通知需先撤回才能修改" />
        <Button block color="primary" onClick={() => void navigate(noticeDetailPath(id))}>
          查看通知
        </Button>
      </>
    );
  }
  return <NoticeForm id={id} initialValues={valuesOf(notice.data, files.data)} />;
}

/** /op/notice/add: a new notice, or with ?id= an existing one (the spec has no edit route). */
export default function NoticeEditPage() {
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = idOf(raw);
  return (
    <PageFrame title={raw ? '修改通知' : '发布通知'} backTo={NOTICE_MANAGE}>
      {raw === null ? <NoticeForm initialValues={{}} /> : id ? <EditNotice id={id} /> : <NotFound title="通知不存在或已被删除" />}
    </PageFrame>
  );
}
