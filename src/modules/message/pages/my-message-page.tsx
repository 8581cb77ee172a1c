import { Button, Tag } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AttachmentList } from '@/ui/attachment-list';
import { formatDateTime } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { RichTextBody } from '@/modules/notice/public';
import { inboxChanged, myMessage, type MyMessageDetail } from '../api';
import styles from '../parts/message.module.css';
import { USER_MESSAGE, USER_NOTICE } from '../paths';

function Detail({ message }: { message: MyMessageDetail }) {
  const navigate = useNavigate();
  // Opening it marked it read on the server: the lists and the badges catch up.
  useEffect(() => {
    void inboxChanged();
  }, [message.id]);
  return (
    <article className={styles.panel}>
      <h1 className={styles.detailTitle}>{message.title}</h1>
      <p className={styles.muted} style={{ marginBottom: 12 }}>
        {message.topic ? (
          <Tag color="primary" fill="outline" style={{ marginRight: 8 }}>
            {message.topic}
          </Tag>
        ) : null}
        {message.senderName ? `${message.senderName} · ` : ''}
        {formatDateTime(message.deliveredAt)}
      </p>
      {message.kind === 'MESSAGE' ? <RichTextBody html={message.body} /> : <p className={styles.plainBody}>{message.body}</p>}
      {message.files.length ? <AttachmentList files={message.files} title="附件" /> : null}
      {message.link ? (
        <Button block color="primary" fill="outline" style={{ marginTop: 16 }} onClick={() => void navigate(message.link ?? '/user/index')}>
          查看详情
        </Button>
      ) : null}
    </article>
  );
}

/** /user/message/{id}: one of the user's messages or notifications; opening it marks it read. */
export default function MyMessagePage() {
  const { id } = useParams();
  const valid = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const state = myMessage.useItem(valid);
  const back = state.data?.kind === 'NOTICE' ? USER_NOTICE : USER_MESSAGE;
  return (
    <PageFrame title={state.data?.kind === 'NOTICE' ? '通知详情' : '消息详情'} backTo={back}>
      <Loaded state={valid ? state : { ...state, notFound: true }} notFoundText="消息不存在" backTo={back}>
        {(data) => <Detail message={data} />}
      </Loaded>
    </PageFrame>
  );
}
