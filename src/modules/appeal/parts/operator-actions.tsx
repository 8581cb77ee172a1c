import { Button, CheckList } from 'antd-mobile';
import { useState } from 'react';
import { APPEAL_LIMITS, categoryOf } from '@common/appeal/rules';
import { assignAppeal, closeAppeal, departments, noteProgress, rejectAppeal, replyAppeal, type AppealDetail } from '../api';
import styles from './appeal.module.css';
import { TextPopup } from './text-popup';

type Step = 'assign' | 'reassign' | 'progress' | 'reply' | 'close' | 'reject';

const { noteMin, noteMax, replyMin, replyMax } = APPEAL_LIMITS;

/** The department list of the assign popup, the category's usual department first and marked. */
function DepartmentChoice({
  appeal,
  value,
  onChange,
}: {
  appeal: AppealDetail;
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { data, error } = departments.useQuery({});
  const usual = categoryOf(appeal.category)?.department;
  if (error) return <p className={styles.problem}>部门列表加载失败，请稍后重试</p>;
  if (!data) return <p className={styles.hint}>部门加载中……</p>;
  const sorted = [...data].sort((a, b) => Number(b.name === usual) - Number(a.name === usual));
  return (
    <CheckList
      className={styles.deptList}
      value={value === null ? [] : [String(value)]}
      onChange={(values) => values[0] && onChange(Number(values[0]))}
      aria-label="承办部门"
    >
      {sorted.map((d) => (
        <CheckList.Item key={d.id} value={String(d.id)} disabled={d.id === appeal.departmentId}>
          <span className={d.parentId ? styles.child : undefined}>{d.name}</span>
          {d.name === usual ? <span className={styles.suggest}>建议</span> : null}
          {d.id === appeal.departmentId ? <span className={styles.suggest}>当前</span> : null}
        </CheckList.Item>
      ))}
    </CheckList>
  );
}

/** The officers' steps on an appeal, by its state: 受理交办 / 不予受理, 答复 / 进展 / 转办 / 办结. */
export function OperatorActions({
  appeal,
  refresh,
}: {
  appeal: AppealDetail;
  refresh: () => Promise<unknown>;
}) {
  const [step, setStep] = useState<Step | null>(null);
  const [department, setDepartment] = useState<number | null>(null);
  const close = () => {
    setStep(null);
    setDepartment(null);
  };
  const done = async () => {
    close();
    await refresh();
  };
  const id = appeal.id;

  const buttons: Array<{ step: Step; label: string; color?: 'primary' | 'danger' }> =
    appeal.state === 'SUBMITTED'
      ? [
          { step: 'reject', label: '不予受理', color: 'danger' },
          { step: 'assign', label: '受理交办', color: 'primary' },
        ]
      : appeal.state === 'ASSIGNED'
        ? [
            { step: 'progress', label: '记录进展' },
            { step: 'reassign', label: '转办' },
            { step: 'close', label: '办结' },
            { step: 'reply', label: '答复企业', color: 'primary' },
          ]
        : appeal.state === 'REPLIED'
          ? [{ step: 'close', label: '办结（企业未评价）' }]
          : [];
  if (!buttons.length) return null;

  const assigning = step === 'assign' || step === 'reassign';
  return (
    <>
      <div className={styles.actions}>
        {buttons.map((b) => (
          <Button
            key={b.step}
            color={b.color ?? 'default'}
            fill={b.color === 'primary' ? 'solid' : 'outline'}
            onClick={() => setStep(b.step)}
          >
            {b.label}
          </Button>
        ))}
      </div>
      <TextPopup
        visible={assigning}
        title={step === 'reassign' ? '转办到其他部门' : '受理并交办'}
        label={step === 'reassign' ? '转办说明' : '交办意见'}
        placeholder="办理要求，承办部门和企业都能看到"
        min={noteMin}
        max={noteMax}
        required={false}
        submitText={step === 'reassign' ? '转办' : '交办'}
        check={() => (department === null ? '请选择承办部门' : null)}
        onCancel={close}
        onSubmit={async (note) => {
          await assignAppeal({ id, departmentId: department!, note });
          await done();
        }}
      >
        <p className={styles.label}>承办部门</p>
        <DepartmentChoice appeal={appeal} value={department} onChange={setDepartment} />
      </TextPopup>
      <TextPopup
        visible={step === 'progress'}
        title="记录办理进展"
        label="办理进展"
        placeholder="已做了什么、下一步安排，企业可以看到"
        min={noteMin}
        max={noteMax}
        submitText="保存"
        onCancel={close}
        onSubmit={async (text) => {
          await noteProgress({ id, text });
          await done();
        }}
      />
      <TextPopup
        visible={step === 'reply'}
        title="答复企业"
        label="答复内容"
        placeholder="办理结果和依据；答复后等待企业评价"
        min={replyMin}
        max={replyMax}
        submitText="答复"
        confirm="确定答复吗？答复后将通知企业评价。"
        onCancel={close}
        onSubmit={async (text) => {
          await replyAppeal({ id, text });
          await done();
        }}
      />
      <TextPopup
        visible={step === 'close'}
        title="办结诉求"
        label="办结说明"
        placeholder={
          appeal.state === 'REPLIED'
            ? '如：答复后企业逾期未评价，按规定办结'
            : '如：已电话回访企业，问题已解决'
        }
        min={noteMin}
        max={noteMax}
        submitText="办结"
        confirm="办结后不能再办理，确定办结吗？"
        onCancel={close}
        onSubmit={async (text) => {
          await closeAppeal({ id, text });
          await done();
        }}
      />
      <TextPopup
        visible={step === 'reject'}
        title="不予受理"
        label="不予受理的原因"
        placeholder="企业将看到此原因"
        min={noteMin}
        max={noteMax}
        submitText="不予受理"
        confirm="确定不予受理吗？"
        onCancel={close}
        onSubmit={async (text) => {
          await rejectAppeal({ id, text });
          await done();
        }}
      />
    </>
  );
}
