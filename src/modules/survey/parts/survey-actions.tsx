import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { quoted } from '@common/quoted';
import { ExportButton } from '@/ui/list-page';
import { closeSurvey, exportResult, removeSurvey, type SurveyResult } from '../api';
import { OP_SURVEY_MANAGE, surveyEditPath } from '../paths';
import { SendPopup } from './send-popup';
import styles from './survey.module.css';

/** By state: a draft is edited, sent or deleted; an open survey sent further or closed; results exported once sent. */
export function SurveyActions({ survey }: { survey: SurveyResult['survey'] }) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const name = quoted(survey.title);
  const close = () =>
    void Dialog.confirm({
      title: '结束调查',
      content: `确定结束${name}吗？结束后企业不能再提交或修改答卷。`,
      onConfirm: async () => {
        await closeSurvey({ id: survey.id });
      },
    });
  const remove = () =>
    void Dialog.confirm({
      title: '删除草稿',
      content: `确定删除${name}吗？`,
      onConfirm: async () => {
        await removeSurvey({ id: survey.id });
        void navigate(OP_SURVEY_MANAGE, { replace: true });
      },
    });
  return (
    <div className={styles.actions}>
      {survey.status === 'DRAFT' ? (
        <>
          <Button onClick={() => void navigate(surveyEditPath(survey.id))}>编辑问卷</Button>
          <Button color="danger" fill="outline" onClick={remove}>
            删除
          </Button>
        </>
      ) : null}
      {survey.status !== 'CLOSED' ? (
        <Button color="primary" onClick={() => setSending(true)}>
          {survey.status === 'DRAFT' ? '发送' : '追加发送'}
        </Button>
      ) : null}
      {survey.status === 'OPEN' ? (
        <Button color="warning" fill="outline" onClick={close}>
          结束调查
        </Button>
      ) : null}
      {survey.status !== 'DRAFT' ? <ExportButton download={() => exportResult({ id: survey.id })} label="导出结果" /> : null}
      <SendPopup id={survey.id} visible={sending} onClose={() => setSending(false)} />
    </div>
  );
}
