import { Button, Card, List } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { UNLINK_REASON } from '@common/user-admin/contract';
import { quoted } from '@common/quoted';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { formatDateTime } from '@/ui/format';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { orgUsers, unlinkUser, type OrgUsers, type UserListItem } from '../api';
import { Locked } from '../parts/user-actions';
import styles from '../parts/user-admin.module.css';
import { USER_MANAGE } from '../paths';
import { StateTag } from './user-manage-page';

const TITLE = '机构用户';
const ORG_MANAGE = '/op/orgManage';
const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? raw : null);

type ReasonValues = { reason: string };
const REASON_FIELDS: FormField<ReasonValues>[] = [
  {
    name: 'reason',
    label: '解除原因',
    type: 'textarea',
    required: true,
    min: UNLINK_REASON.min,
    max: UNLINK_REASON.max,
    placeholder: '如：该员工已离职（用户将看到此原因）',
  },
];

function Users({ data, onUnlink }: { data: OrgUsers; onUnlink: (user: UserListItem) => void }) {
  return (
    <Card className={styles.card} title={`关联用户（${data.users.length}）`}>
      {data.users.length ? (
        <List aria-label="关联用户">
          {data.users.map((user) => (
            <List.Item
              key={user.id}
              description={
                <>
                  {user.kindLabel} · <StateTag user={user} /> · 注册于 {formatDateTime(user.createdAt)}
                </>
              }
              extra={
                user.manageable ? (
                  <Button size="mini" color="danger" fill="outline" onClick={() => onUnlink(user)}>
                    解除关联
                  </Button>
                ) : (
                  <Locked reason={user.lockReason} />
                )
              }
            >
              {user.name} <span className={styles.weak}>{user.phone}</span>
            </List.Item>
          ))}
        </List>
      ) : (
        <p className={styles.none}>暂无关联用户</p>
      )}
    </Card>
  );
}

function Unlinks({ data }: { data: OrgUsers }) {
  return (
    <Card className={styles.card} title="解除记录">
      {data.unlinks.length ? (
        <List aria-label="解除记录">
          {data.unlinks.map((u) => (
            <List.Item
              key={u.id}
              description={`原因：${u.reason}`}
              extra={<span className={styles.weak}>{formatDateTime(u.createdAt)}</span>}
            >
              {u.userName} <span className={styles.weak}>{u.userPhone}</span>
              {u.actorName ? <span className={styles.weak}> · 操作人 {u.actorName}</span> : null}
            </List.Item>
          ))}
        </List>
      ) : (
        <p className={styles.none}>暂无解除记录</p>
      )}
    </Card>
  );
}

/** /op/orgUser/:id: the users linked to one organisation; 解除关联 with a required reason, and the record of it. */
export default function OrgUserPage() {
  const id = idOf(useParams().id);
  const state = orgUsers.useItem(id);
  const [unlinking, setUnlinking] = useState<UserListItem | null>(null);
  if (!id) {
    return (
      <PageFrame title={TITLE} backTo={ORG_MANAGE}>
        <NotFound title="机构不存在" />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={TITLE} backTo={USER_MANAGE}>
      <Loaded state={state} notFoundText="机构不存在" backTo={ORG_MANAGE}>
        {(data) => (
          <>
            <Card className={styles.card}>
              <h2>{data.org.fullname}</h2>
              <p className={styles.weak}>统一社会信用代码 {data.org.creditCode}</p>
            </Card>
            <Users data={data} onUnlink={setUnlinking} />
            <Unlinks data={data} />
            {unlinking ? (
              <FormPopup<ReasonValues>
                title={`解除 ${unlinking.name} 的关联`}
                visible
                onClose={() => setUnlinking(null)}
                fields={REASON_FIELDS}
                submitText="解除关联"
                onSubmit={(values) => unlinkUser({ id: unlinking.id, orgId: data.org.id, reason: values.reason.trim() })}
              >
                <p className={styles.hint}>
                  解除{quoted(unlinking.name)}与{quoted(data.org.fullname)}的关联后，该用户成为未关联机构的个人用户，可重新申请关联。
                </p>
              </FormPopup>
            ) : null}
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
