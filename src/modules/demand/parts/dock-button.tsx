import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_COOKIE } from '@common/constants';
import { DOCK_LIMITS } from '@common/demand/dock/model';
import { setCookie } from '@/core/cookies';
import { useSession } from '@/core/use-session';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import type { PublicItem } from '../api';
import { sendDock } from '../dock-api';
import { myDockPath } from '../paths';

interface Values {
  message: string;
  contactName: string;
  contactPhone: string;
}

const FIELDS: FormField<Values>[] = [
  {
    name: 'message',
    label: '对接说明',
    type: 'textarea',
    required: true,
    min: DOCK_LIMITS.messageMin,
    max: DOCK_LIMITS.messageMax,
    rows: 4,
    placeholder: '说明贵单位能提供什么、希望如何合作',
  },
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: 20 },
  { name: 'contactPhone', label: '联系电话', type: 'phone', required: true, help: '对方接受对接后才能看到' },
];

/**
 * 我要对接 under a published item: a visitor logs in first; an individual is told to certify its
 * organisation; a member of another organisation writes the request. Not on its own organisation's items.
 */
export function DockButton({ item }: { item: PublicItem }) {
  const user = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (user?.orgId === item.orgId) return null;
  const start = () => {
    if (!user) {
      setCookie(REDIRECT_COOKIE, location.pathname + location.search);
      void navigate('/login');
      return;
    }
    if (!user.orgId) {
      void Dialog.confirm({
        title: '请先完成企业认证',
        content: '个人用户可以浏览信息；完成企业认证后即可发布信息和发起对接。',
        confirmText: '去认证',
        cancelText: '稍后',
      }).then((ok) => (ok ? navigate('/regist/org') : undefined));
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button block color="primary" onClick={start}>
        {user ? '我要对接' : '登录后对接'}
      </Button>
      <FormPopup<Values>
        title={`对接：${item.title}`}
        visible={open}
        onClose={() => setOpen(false)}
        fields={FIELDS}
        submitText="发送对接请求"
        onSubmit={async (v) => {
          const { id } = await sendDock({ itemId: item.id, ...v });
          setOpen(false);
          void navigate(myDockPath(id));
        }}
      />
    </>
  );
}
