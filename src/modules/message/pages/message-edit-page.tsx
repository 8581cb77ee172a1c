import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Empty, LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { managedMessage, type ManagedMessage } from '../api';
import { MessageForm, type MessageFormValues } from '../parts/message-form';
import { messageResultPath, OP_MESSAGE } from '../paths';
import { NewOrEditScreen, type NewOrEditSpec } from '@/ui/new-or-edit-screen';

const valuesOf = (m: ManagedMessage): Partial<MessageFormValues> => ({ title: m.title, body: m.body, attachments: m.files });

function EditDraft({ id }: { id: number }) {
  const navigate = useNavigate();
  const message = managedMessage.useItem(id);
  if (message.notFound) return <NotFound title="消息不存在或已被删除" onBack={() => void navigate(OP_MESSAGE)} />;
  if (message.error) return <LoadFailed error={message.error} onRetry={() => void message.mutate()} />;
  if (!message.data) return <LoadingCards count={2} lines={4} />;
  if (message.data.status !== 'DRAFT') {
    return (
      <>
        <Empty title="该消息已发送" description="已发送的消息不能修改" />
        <Button block color="primary" onClick={() => void navigate(messageResultPath(id))}>
          查看推送结果
        </Button>
      </>
    );
  }
  return <MessageForm id={id} initialValues={valuesOf(message.data)} />;
}

const SCREEN: NewOrEditSpec = { create: '新建消息', edit: '编辑消息', backTo: OP_MESSAGE, notFound: '消息不存在或已被删除' };

/** /op/message/add: a new message, or with ?id= a draft to edit. */
export default function MessageEditPage() {
  return <NewOrEditScreen spec={SCREEN} create={<MessageForm initialValues={{}} />} edit={(id) => <EditDraft id={id} />} />;
}
