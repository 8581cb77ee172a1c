import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Empty, LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { noticeDetail, noticeFiles, type NoticeDetail, type NoticeFile, type NoticeType } from '../api';
import { NoticeForm, type NoticeFormValues } from '../parts/notice-form';
import { NOTICE_MANAGE, noticeDetailPath } from '../paths';
import { NewOrEditScreen, type NewOrEditSpec } from '@/ui/new-or-edit-screen';

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

const SCREEN: NewOrEditSpec = { create: '发布通知', edit: '修改通知', backTo: NOTICE_MANAGE, notFound: '通知不存在或已被删除' };

/** /op/notice/add: a new notice, or with ?id= an existing one (the spec has no edit route). */
export default function NoticeEditPage() {
  return <NewOrEditScreen spec={SCREEN} create={<NoticeForm initialValues={{}} />} edit={(id) => <EditNotice id={id} />} />;
}
