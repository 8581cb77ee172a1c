import { quoted } from '@common/quoted';
import { Button, DotLoading, Tabs, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { knownUser, useSessionKnown } from '@/core/use-session';
import { PageFrame } from '@/ui/page-frame';
import { askQuestion, CUSTOMER_LIMITS as L, suggestions } from '../api';
import { AnswerCard } from '../parts/answer-card';
import { goLogin, loginFirst } from '../parts/login-first';
import { MyTickets } from '../parts/my-tickets';
import { TicketPopup } from '../parts/ticket-popup';
import { useTurns, type Turn } from '../parts/turns';
import styles from '../parts/customer.module.css';

function Suggestions({ onAsk }: { onAsk: (q: string) => void }) {
  const { data } = suggestions.useQuery({});
  return (
    <section className={styles.welcome} aria-label="推荐问题">
      <h2>您好，我是园区智能客服</h2>
      <p>可以问我注册认证、政策申报、诉求办理、账号和园区服务等问题。大家常问：</p>
      <div className={styles.chips}>
        {(data ?? []).map((s) => (
          <button key={s.id} type="button" className={styles.chip} onClick={() => onAsk(s.question)}>
            {s.question}
          </button>
        ))}
      </div>
    </section>
  );
}

function TurnView({ turn, onHuman, onRetry }: { turn: Turn; onHuman: (q: string) => void; onRetry: (q: string) => void }) {
  return (
    <>
      <div className={styles.question} role="note" aria-label="我的问题">
        {turn.question}
      </div>
      <section className={styles.answers} aria-label={`${quoted(turn.question)}的回答`}>
        {turn.state === 'pending' ? (
          <div className={styles.card}>
            正在查找答案 <DotLoading />
          </div>
        ) : null}
        {turn.state === 'failed' ? (
          <div className={`${styles.card} ${styles.note}`}>
            没有拿到答案。
            <Button size="mini" onClick={() => onRetry(turn.question)}>
              重新提问
            </Button>
          </div>
        ) : null}
        {turn.state === 'done' && turn.answers.length === 0 ? (
          <div className={`${styles.card} ${styles.note}`}>
            抱歉，没有找到相关的答案。可以换个说法，或留言给园区工作人员。
            <Button size="mini" color="primary" onClick={() => onHuman(turn.question)}>
              转人工
            </Button>
          </div>
        ) : null}
        {turn.state === 'done' && turn.answers.length > 0 ? (
          <>
            {turn.answers.map((a) => (
              <AnswerCard key={`${a.kind}-${a.id}`} answer={a} />
            ))}
            <div className={styles.note}>
              没有解决您的问题？
              <Button size="mini" fill="none" color="primary" onClick={() => onHuman(turn.question)}>
                转人工
              </Button>
            </div>
          </>
        ) : null}
      </section>
    </>
  );
}

/** /customer/index: the assistant (questions answered from the FAQ, policies and notices), 转人工 and 我的留言. */
export default function CustomerPage() {
  const { user, pending } = useSessionKnown();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'ask';
  const { turns, add, settle } = useTurns();
  const [text, setText] = useState('');
  const [human, setHuman] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (tab === 'ask') end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns, tab]);

  const ask = (raw: string) => {
    const question = raw.replace(/\s+/g, ' ').trim();
    if ([...question].length < L.questionMin) return;
    setText('');
    const key = add(question);
    askQuestion({ question }).then(
      (answer) => settle(key, { state: 'done', answers: answer.answers }),
      // The client showed why (offline, too many questions); the turn offers to ask again.
      () => settle(key, { state: 'failed', answers: [] }),
    );
  };

  const openHuman = (question: string) => {
    // A page just loaded may still be restoring the person's session: that is no reason to ask them to log in.
    void knownUser().then((who) => {
      if (who) setHuman(question);
      else void loginFirst('给园区工作人员留言', location.pathname + location.search, (path) => void navigate(path));
    });
  };

  const showTab = (key: string) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  const lastQuestion = turns.at(-1)?.question ?? '';
  const tooShort = [...text.trim()].length < L.questionMin;

  return (
    <PageFrame
      title="智能客服"
      footer={
        tab === 'ask' ? (
          // One row: the question box takes the width the two buttons leave.
          <div className={styles.composer}>
            <TextArea
              className={styles.input}
              placeholder="请输入您的问题"
              value={text}
              onChange={setText}
              maxLength={L.questionMax}
              autoSize={{ minRows: 1, maxRows: 3 }}
              onEnterPress={(e) => {
                if (!e.shiftKey) {
                  e.preventDefault();
                  ask(text);
                }
              }}
            />
            <Button color="primary" disabled={tooShort} onClick={() => ask(text)}>
              发送
            </Button>
            <Button onClick={() => openHuman(text.trim() || lastQuestion)}>转人工</Button>
          </div>
        ) : undefined
      }
    >
      <Tabs activeKey={tab} onChange={showTab} className={styles.tabs}>
        <Tabs.Tab title="智能问答" key="ask" />
        <Tabs.Tab title="我的留言" key="mine" />
      </Tabs>
      {tab === 'ask' ? (
        <div className={styles.chat}>
          <Suggestions onAsk={ask} />
          {turns.map((turn) => (
            <TurnView key={turn.key} turn={turn} onHuman={openHuman} onRetry={ask} />
          ))}
          <div ref={end} />
        </div>
      ) : user ? (
        <MyTickets />
      ) : pending ? (
        <div className={styles.tickets}>
          <DotLoading />
        </div>
      ) : (
        <div className={styles.tickets}>
          <div className={`${styles.card} ${styles.note}`}>
            登录后可查看您的留言和园区的回复。
            <Button size="mini" color="primary" onClick={() => goLogin(location.pathname + location.search, (p) => void navigate(p))}>
              去登录
            </Button>
          </div>
        </div>
      )}
      {user && human !== null ? (
        <TicketPopup
          visible
          onClose={() => setHuman(null)}
          initial={{ question: human, contactName: user.name, contactPhone: user.phone }}
          onLeft={() => showTab('mine')}
        />
      ) : null}
    </PageFrame>
  );
}
