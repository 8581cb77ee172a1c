import { Button, DatePicker, Dialog, List, Radio, Selector, Space, TextArea, type TextAreaRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { describeAudience, type Audience } from '@common/audience/contract';
import { SMS_LIMITS, SMS_VARIABLES, SMS_VARIABLE_NAMES, smsTextProblem, smsVariableToken, type SmsVariable } from '@common/sms/contract';
import { notify } from '@/core/notify';
import { AudienceCountLine, AudiencePicker, isComplete } from '@/ui/audience/audience-picker';
import { formatDateTime } from '@/ui/format';
import { PageFrame } from '@/ui/page-frame';
import { LoadingCards } from '@/ui/states';
import { sendSms, smsPreview, smsTemplates, type SmsTemplate } from '../api';
import { SMS_AUDIENCE } from '../parts/audience-sources';
import { DAY_MS, insertToken, MAX_AHEAD_DAYS, sendProblem, type When } from '../parts/compose';
import { idOf } from '@/ui/id-param';
import styles from '../parts/sms.module.css';
import { OP_PUSH_MANAGE, pushedBatchPath } from '../paths';

const TITLE = '短信推送';
const TEXT_ID = 'sms-push-text';

/** The value after the person stopped typing for a moment: the preview asks the server once per pause. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function TemplateChooser({ value, onPick }: { value: number | null; onPick: (template: SmsTemplate | null) => void }) {
  const templates = smsTemplates.useList({}, { pageSize: 50 });
  const navigate = useNavigate();
  return (
    <List.Item>
      {templates.items.length === 0 && !templates.isLoading ? (
        <p className={styles.muted}>
          园区暂无短信模板，可直接填写内容，或
          <Button size="mini" fill="none" color="primary" onClick={() => void navigate(OP_PUSH_MANAGE)}>
            新增模板
          </Button>
        </p>
      ) : (
        <Selector
          columns={2}
          aria-label="短信模板"
          options={[{ label: '不使用模板', value: 0 }, ...templates.items.map((t) => ({ label: t.name, value: t.id }))]}
          value={[value ?? 0]}
          onChange={(ids) => {
            const id = ids[0];
            if (id === undefined) return;
            onPick(templates.items.find((t) => t.id === id) ?? null);
          }}
        />
      )}
      {templates.hasMore ? (
        <Button block fill="none" size="small" loading={templates.isValidating} onClick={() => void templates.loadMore().catch(() => undefined)}>
          加载更多模板
        </Button>
      ) : null}
    </List.Item>
  );
}

/** The variables as chips: a tap writes {企业名称} where the cursor is. */
function VariableChips({ onInsert }: { onInsert: (name: SmsVariable) => void }) {
  return (
    <div className={styles.chips} role="group" aria-label="可用变量">
      {SMS_VARIABLE_NAMES.map((name) => (
        <button key={name} type="button" className={styles.chip} title={SMS_VARIABLES[name]} onClick={() => onInsert(name)}>
          {smsVariableToken(name)}
        </button>
      ))}
    </div>
  );
}

/** The text as the first recipient reads it, what it costs and who gets it. */
function Preview({ text, audience }: { text: string; audience: Audience }) {
  const settledText = useSettled(text.trim());
  const settledAudience = useSettled(audience);
  const ready = !smsTextProblem(settledText) && isComplete(settledAudience);
  const preview = smsPreview.useQuery(ready ? { text: settledText, audience: settledAudience } : null);
  let body;
  if (!text.trim()) body = <p className={styles.muted}>填写短信内容后，这里显示接收人收到的短信</p>;
  else if (smsTextProblem(text)) body = <p className={styles.problem}>{smsTextProblem(text)}</p>;
  else if (!isComplete(audience)) body = <AudienceCountLine sources={SMS_AUDIENCE} audience={audience} />;
  else if (preview.error) body = <p className={styles.problem}>{preview.error.message || '预览失败，请重试'}</p>;
  else if (!preview.data) body = <p className={styles.muted}>正在生成预览…</p>;
  else {
    const p = preview.data;
    body = (
      <>
        <p className={styles.muted}>示例接收人：{p.sample}</p>
        <p className={styles.bubble} data-testid="sms-preview">
          {p.rendered}
        </p>
        <p className={styles.muted}>
          共 {p.length} 字，每人计 {p.parts} 条短信
        </p>
        <p className={styles.count} aria-live="polite" data-testid="sms-recipients">
          将发送给<strong>{p.recipients}</strong>位用户
          {p.orgs ? `（涉及 ${p.orgs} 家机构）` : ''}
        </p>
      </>
    );
  }
  return (
    <section className={styles.panel} aria-label="短信预览">
      <h2 className={styles.panelTitle}>短信预览</h2>
      {body}
    </section>
  );
}

/**
 * /op/push: compose an SMS — a template or a text of one's own with {变量} chips, the recipients as
 * for in-app messages, a live preview for a sample recipient with the count — and send it now or at
 * a time, after a confirmation. The batch's results open next.
 */
function Composer({ initial }: { initial: SmsTemplate | null }) {
  const navigate = useNavigate();
  const [templateId, setTemplateId] = useState<number | null>(initial?.id ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [audience, setAudience] = useState<Audience>({ kind: 'ALL' });
  const [when, setWhen] = useState<When>('NOW');
  const [sendAt, setSendAt] = useState<Date | null>(null);
  const [choosingTime, setChoosingTime] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textArea = useRef<TextAreaRef>(null);

  const pickTemplate = async (template: SmsTemplate | null) => {
    if (!template) {
      setTemplateId(null);
      return;
    }
    if (text.trim() && text.trim() !== template.text) {
      const ok = await Dialog.confirm({
        title: '使用模板',
        content: `用模板「${template.name}」的内容替换当前填写的内容吗？`,
        confirmText: '替换',
        cancelText: '取消',
      });
      if (!ok) return;
    }
    setTemplateId(template.id);
    setText(template.text);
    setProblem(null);
  };

  const insert = (name: SmsVariable) => {
    const el = textArea.current?.nativeElement;
    const inserted = insertToken(text, el ? el.selectionStart : text.length, el ? el.selectionEnd : text.length, smsVariableToken(name));
    if ('problem' in inserted) {
      setProblem(inserted.problem);
      return;
    }
    setText(inserted.text);
    setProblem(null);
    // The cursor after the variable, ready for the next word.
    requestAnimationFrame(() => {
      const area = textArea.current?.nativeElement;
      if (!area) return;
      area.focus();
      area.setSelectionRange(inserted.cursor, inserted.cursor);
    });
  };

  const send = async () => {
    const found = sendProblem(text, audience, when, sendAt);
    setProblem(found);
    if (found) {
      notify.error(found);
      return;
    }
    const body = { text: text.trim(), audience };
    let answer;
    try {
      answer = await smsPreview.fetch(body);
    } catch (error) {
      // The server's reason (the same checks as sending), next to the text.
      const reason = error instanceof Error && error.message ? error.message : '接收人数计算失败，请重试';
      setProblem(reason);
      notify.error(reason);
      return;
    }
    if (answer.recipients === 0) {
      setProblem('所选接收对象中没有可接收短信的用户');
      notify.error('所选接收对象中没有可接收短信的用户');
      return;
    }
    const at = when === 'AT' && sendAt ? sendAt : null;
    const ok = await Dialog.confirm({
      title: at ? '定时发送短信' : '发送短信',
      content: `确定${at ? `于 ${formatDateTime(at)} ` : '立即'}向${describeAudience(audience)}的 ${answer.recipients} 位用户发送短信吗？每人计 ${answer.parts} 条，发送后不能撤回。`,
      confirmText: '发送',
      cancelText: '取消',
    });
    if (!ok) return;
    setSending(true);
    try {
      const sent = await sendSms({ ...body, ...(templateId ? { templateId } : {}), ...(at ? { sendAt: at.toISOString() } : {}) });
      void navigate(pushedBatchPath(sent.id), { replace: true });
      // Some recipients already had the day's pushes (the park's cap): the operator learns how many.
      if (sent.notice) void Dialog.alert({ title: `已向 ${sent.recipients} 位用户提交发送`, content: sent.notice, confirmText: '知道了' });
    } catch {
      // The server's reason was shown by the HTTP client; the screen keeps everything for another try.
    } finally {
      setSending(false);
    }
  };

  const now = new Date();
  return (
    <PageFrame
      title={TITLE}
      backTo="/op/index"
      footer={
        <div className={styles.footer}>
          <Button color="primary" size="large" loading={sending} disabled={sending} onClick={() => void send()}>
            {when === 'AT' ? '定时发送' : '立即发送'}
          </Button>
        </div>
      }
    >
      <List mode="card" header="短信模板">
        <TemplateChooser value={templateId} onPick={(t) => void pickTemplate(t)} />
      </List>
      <List mode="card" header={<label htmlFor={TEXT_ID}>短信内容</label>}>
        <List.Item>
          <TextArea
            ref={textArea}
            id={TEXT_ID}
            className={styles.textarea}
            placeholder="如：【{园区名称}】{联系人}您好，……"
            value={text}
            onChange={(value) => {
              setText(value);
              setProblem(null);
            }}
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={SMS_LIMITS.textMax}
            showCount
          />
          <VariableChips onInsert={insert} />
          <p className={styles.muted}>点击变量插入到光标处，发送时按每位接收人替换</p>
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
        </List.Item>
      </List>
      <AudiencePicker sources={SMS_AUDIENCE} value={audience} onChange={setAudience} />
      <Preview text={text} audience={audience} />
      <List mode="card" header="发送时间">
        <List.Item>
          <Radio.Group value={when} onChange={(v) => setWhen(v === 'AT' ? 'AT' : 'NOW')}>
            <Space direction="horizontal">
              <Radio value="NOW">立即发送</Radio>
              <Radio value="AT">定时发送</Radio>
            </Space>
          </Radio.Group>
        </List.Item>
        {when === 'AT' ? (
          <List.Item clickable onClick={() => setChoosingTime(true)} extra={sendAt ? formatDateTime(sendAt) : '请选择'}>
            发送时间
          </List.Item>
        ) : null}
      </List>
      <DatePicker
        title="发送时间"
        visible={choosingTime}
        onClose={() => setChoosingTime(false)}
        precision="minute"
        min={now}
        max={new Date(now.getTime() + MAX_AHEAD_DAYS * DAY_MS)}
        value={sendAt ?? new Date(now.getTime() + 3600_000)}
        onConfirm={(value) => {
          setSendAt(value);
          setProblem(null);
        }}
      />
    </PageFrame>
  );
}

/** Opened from a template's 使用 (?template=): the composer starts from that template once it is loaded. */
export default function PushPage() {
  const [params] = useSearchParams();
  const wanted = idOf(params.get('template'));
  const templates = smsTemplates.useList({}, { pageSize: 50 });
  if (wanted && templates.isLoading)
    return (
      <PageFrame title={TITLE} backTo="/op/index">
        <LoadingCards count={2} lines={3} />
      </PageFrame>
    );
  const initial = wanted ? (templates.items.find((t) => t.id === wanted) ?? null) : null;
  return <Composer key={initial?.id ?? 0} initial={initial} />;
}
