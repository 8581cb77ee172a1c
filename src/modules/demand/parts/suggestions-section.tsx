import { Button, Card, Dialog } from 'antd-mobile';
import { PRICE_LABELS } from '@common/demand/model';
import { quoted } from '@common/quoted';
import { formatDateTime } from '@/ui/format';
import { ListCard, type CardSpec } from '@/ui/list-page';
import { Loaded } from '@/ui/loaded';
import { Empty } from '@/ui/states';
import { managedSuggestions, mySuggestions, pushSuggestion, type Suggestion } from '../match-api';
import { publicDetailPath } from '../paths';

const CARD: CardSpec<Suggestion> = {
  title: (s) => s.item.title,
  subtitle: (s) => s.item.orgName,
  tags: (s) => [s.item.kindLabel, s.item.industry, `匹配度 ${String(s.score)}`],
  meta: [
    { label: '匹配理由', value: (s) => s.reasons.join('；') },
    { label: '价格', value: (s) => `${PRICE_LABELS[s.item.kind]}：${s.item.price || '面议'}` },
    { label: '已推送', value: (s) => (s.pushedAt ? formatDateTime(s.pushedAt) : ''), hidden: (s) => !s.pushedAt },
  ],
};

function PushButton({ demandId, suggestion, onDone }: { demandId: number; suggestion: Suggestion; onDone: () => unknown }) {
  if (suggestion.pushedAt) return null;
  const push = async () => {
    const ok = await Dialog.confirm({
      content: `把${quoted(suggestion.item.title)}推送给需求方和${suggestion.item.orgName}吗？双方成员各收到一条站内消息，附匹配理由。`,
      confirmText: '推送',
    });
    if (!ok) return;
    await pushSuggestion({ demandId, itemId: suggestion.item.id }).catch(() => undefined);
    await onDone();
  };
  return (
    <Button size="small" color="primary" fill="outline" onClick={() => void push()}>
      推送
    </Button>
  );
}

/**
 * A demand's match suggestions (匹配推荐): other organisations' published products, services and
 * technologies, best first, each with the reasons it matched; the operators push one to both sides.
 */
export function SuggestionsSection({ demandId, side }: { demandId: number; side: 'owner' | 'operator' }) {
  const state = (side === 'owner' ? mySuggestions : managedSuggestions).useItem(demandId);
  const spec: CardSpec<Suggestion> =
    side === 'operator'
      ? { ...CARD, extra: (s) => <PushButton demandId={demandId} suggestion={s} onDone={state.mutate} /> }
      : CARD;
  return (
    <Card title="匹配推荐">
      <Loaded state={state} skeleton={{ count: 2 }}>
        {({ list }) =>
          list.length === 0 ? (
            <Empty title="暂无匹配的产品、服务或技术" description="有其他单位发布相关信息后会出现在这里。" />
          ) : (
            <section aria-label="匹配推荐">
              {list.map((s) => (
                <ListCard key={s.item.id} item={s} spec={spec} path={publicDetailPath(s.item.kind, s.item.id)} />
              ))}
            </section>
          )
        }
      </Loaded>
    </Card>
  );
}
