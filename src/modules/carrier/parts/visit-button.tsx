import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_COOKIE } from '@common/constants';
import { parkToday } from '@common/park-time';
import { setCookie } from '@/core/cookies';
import { useSession } from '@/core/use-session';
import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { CARRIER_LIMITS, requestVisit } from '../api';
import styles from './carrier.module.css';

interface VisitValues {
  name: string;
  phone: string;
  company: string;
  visitDate: string;
  note: string;
}

const FIELDS: FormField<VisitValues>[] = [
  { name: 'name', label: '联系人', type: 'text', required: '请填写联系人', max: CARRIER_LIMITS.contactMax },
  { name: 'phone', label: '手机号', type: 'phone', required: '请填写手机号' },
  { name: 'company', label: '单位名称', type: 'text', max: CARRIER_LIMITS.nameMax, placeholder: '选填' },
  { name: 'visitDate', label: '希望看房日期', type: 'date', required: '请选择看房日期', minDate: parkToday() },
  { name: 'note', label: '需求说明', type: 'textarea', max: CARRIER_LIMITS.noteMax, placeholder: '如团队人数、面积、预算' },
];

/** 预约看房: a signed-in user leaves a contact and a day; a visitor is sent to sign in first. */
export function VisitButton({ carrierId, resourceId, back }: { carrierId: number; resourceId?: number; back: string }) {
  const user = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const start = () => {
    if (user) return setOpen(true);
    setCookie(REDIRECT_COOKIE, back);
    void navigate('/login');
  };
  return (
    <div className={styles.bar}>
      <Button block color="primary" onClick={start}>
        {user ? '预约看房' : '登录后预约看房'}
      </Button>
      <FormPopup<VisitValues>
        title="预约看房"
        visible={open}
        onClose={() => setOpen(false)}
        fields={FIELDS}
        initialValues={{ name: user?.name ?? '', phone: user?.phone ?? '' }}
        submitText="提交预约"
        onSubmit={(v) =>
          requestVisit({ carrierId, ...(resourceId ? { resourceId } : {}), name: v.name, phone: v.phone, company: v.company ?? '', visitDate: v.visitDate, note: v.note ?? '' })
        }
      />
    </div>
  );
}
