import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeAudience, type Audience } from '@common/audience/contract';
import { AudienceCountLine, AudiencePicker, isComplete } from '@/ui/audience/audience-picker';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { Empty, LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { audienceCount, managedMessage, sendMessage, sentMessages, type ManagedMessage, type SentMessage, type SentQuery } from '../api';
import { MESSAGE_AUDIENCE } from '../parts/audience-sources';
import { useIdParam } from '@/ui/id-param';
import styles from '../parts/message.module.css';
import { messageChoosePath, messageEditPath, messageResultPath, OP_MESSAGE, OP_MESSAGE_ADD } from '../paths';

const DRAFT_CARD: CardSpec<SentMessage> = {
  title: 'title',
  subtitle: 'summary',
  meta: [{ label: '最后修改', value: 'updatedAt', format: 'datetime' }],
};

/** Without ?id=: the drafts waiting for their recipients. */
function Drafts() {
  return (
    <ListPage<SentMessage, SentQuery>
      title="选择接收对象"
      backTo={OP_MESSAGE}
      list={sentMessages}
      fixed={{ status: 'DRAFT' }}
      search={{ field: 'search', placeholder: '搜索草稿标题' }}
      card={DRAFT_CARD}
      itemPath={(m) => messageChoosePath(m.id)}
      createPath={OP_MESSAGE_ADD}
      createLabel="新建"
      emptyText="没有待发送的草稿，请先新建消息"
    />
  );
}

function Choose({ message }: { message: ManagedMessage }) {
  const navigate = useNavigate();
  const [audience, setAudience] = useState<Audience>({ kind: 'ALL' });
  const [sending, setSending] = useState(false);
  const complete = isComplete(audience);
  const count = audienceCount.useQuery(complete ? audience : null);
  const users = count.data?.users ?? 0;

  const send = async () => {
    const ok = await Dialog.confirm({
      title: '发送消息',
      content: `确定将「${message.title}」发送给${describeAudience(audience)}的 ${users} 位用户吗？发送后不能撤回或修改，附件将对接收人开放下载。`,
      confirmText: '发送',
      cancelText: '取消',
    });
    if (!ok) return;
    setSending(true);
    try {
      await sendMessage({ id: message.id, audience });
      void navigate(messageResultPath(message.id), { replace: true });
    } catch {
      // The server's reason was shown by the HTTP client; the choice stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <section className={styles.panel} aria-label="消息内容">
        <h2 className={styles.panelTitle}>{message.title}</h2>
        <p className={styles.muted}>{message.summary}</p>
        <Button size="mini" fill="outline" style={{ marginTop: 8 }} onClick={() => void navigate(messageEditPath(message.id))}>
          修改内容
        </Button>
      </section>
      <AudiencePicker sources={MESSAGE_AUDIENCE} value={audience} onChange={setAudience} />
      <section className={styles.panel} aria-label="接收人数">
        <AudienceCountLine sources={MESSAGE_AUDIENCE} audience={audience} />
      </section>
      <div className={styles.footer}>
        <Button
          color="primary"
          size="large"
          loading={sending}
          disabled={!complete || !count.data || users === 0 || sending}
          onClick={() => void send()}
        >
          发送
        </Button>
      </div>
    </>
  );
}

function ChooseFor({ id }: { id: number }) {
  const navigate = useNavigate();
  const message = managedMessage.useItem(id);
  let content;
  if (message.notFound) content = <NotFound title="消息不存在或已被删除" onBack={() => void navigate(OP_MESSAGE)} />;
  else if (message.error) content = <LoadFailed error={message.error} onRetry={() => void message.mutate()} />;
  else if (!message.data) content = <LoadingCards count={2} lines={3} />;
  else if (message.data.status !== 'DRAFT')
    content = (
      <>
        <Empty title="该消息已发送" description={`已发送给 ${message.data.recipients} 位用户`} />
        <Button block color="primary" onClick={() => void navigate(messageResultPath(id))}>
          查看推送结果
        </Button>
      </>
    );
  else content = <Choose message={message.data} />;
  return (
    <PageFrame title="选择接收对象" backTo={OP_MESSAGE}>
      {content}
    </PageFrame>
  );
}

/** /op/message/choose: with ?id= the recipients of that draft, a live count and 发送; without, the drafts. */
export default function MessageChoosePage() {
  const { raw, id } = useIdParam();
  if (raw === null) return <Drafts />;
  if (!id)
    return (
      <PageFrame title="选择接收对象" backTo={OP_MESSAGE}>
        <NotFound title="消息不存在或已被删除" />
      </PageFrame>
    );
  return <ChooseFor id={id} />;
}
