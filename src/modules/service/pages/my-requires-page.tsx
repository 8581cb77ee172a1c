import { useSearchParams } from 'react-router-dom';
import { isService } from '@common/roles';
import { SERVICE_LIMITS as L } from '@common/service/rules';
import { useSession } from '@/core/use-session';
import { FormView, type FormField } from '@/ui/form-page';
import { ListPage } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { LoadFailed, LoadingCards, NotFound } from '@/ui/states';
import { myRequires, requireDetail, requireHall, saveRequire, type HallQuery, type MineQuery, type RequireDetail, type RequireRow } from '../api';
import { CATEGORY_OPTIONS, requireCard } from '../parts/cards';
import { caseTabs } from '../parts/case-tag';
import { OnlyFor } from '../parts/only-for';
import { RequireScreen } from '../parts/require-view';
import { MY_REQUIRES, myRequireEditPath, myRequirePath } from '../paths';

type Values = { title: string; category: RequireDetail['category']; content: string; budget?: number; deadline?: string; contactName: string; contactPhone: string };

const FIELDS: FormField<Values>[] = [
  { name: 'title', label: '需求名称', type: 'text', required: true, min: L.titleMin, max: L.titleMax, placeholder: '如“锂电池热失控检测方案”', group: '服务需求' },
  { name: 'category', label: '服务类别', type: 'picker', required: true, options: CATEGORY_OPTIONS },
  { name: 'content', label: '需求描述', type: 'textarea', required: true, min: L.textMin, max: L.textMax, rows: 5, placeholder: '现状、希望达到的结果、时间要求' },
  { name: 'budget', label: '预算', type: 'number', min: 0, max: L.budgetMax, integer: true, unit: '元', placeholder: '不填为面议' },
  { name: 'deadline', label: '期望完成日期', type: 'date' },
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: L.contactMax, group: '联系方式（仅园区与选定的机构可见）' },
  { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
];

const bodyOf = (v: Values, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  title: v.title,
  category: v.category as never,
  content: v.content,
  budget: v.budget ?? null,
  deadline: v.deadline ?? '',
  contactName: v.contactName,
  contactPhone: v.contactPhone,
});

function RequireForm({ id }: { id?: number }) {
  const user = useSession();
  const item = requireDetail.useItem(id);
  if (id !== undefined) {
    if (item.notFound) return <NotFound title="服务需求不存在" />;
    if (item.error) return <LoadFailed error={item.error} onRetry={() => void item.mutate()} />;
    if (!item.data) return <LoadingCards count={2} lines={4} />;
  }
  const q = item.data;
  const initial: Partial<Values> = q
    ? { title: q.title, category: q.category, content: q.content, ...(q.budget === null ? {} : { budget: q.budget }), deadline: q.deadline, contactName: q.contactName, contactPhone: q.contactPhone }
    : { contactName: user?.name ?? '', contactPhone: user?.phone ?? '' };
  return <FormView<Values, unknown> fields={FIELDS} initialValues={initial} onSubmit={(v) => saveRequire(bodyOf(v, id))} submitText={id ? '保存修改' : '发布需求'} successTo={MY_REQUIRES} />;
}

const HALL_CARD = requireCard('provider');
const MINE_CARD = requireCard('enterprise');

/** A service organisation's side: the park's open requirements to answer, and those it answered. */
function Hall() {
  return (
    <ListPage<RequireRow, HallQuery>
      title="需求大厅"
      backTo="/user/index"
      list={requireHall}
      tabs={{ field: 'scope', options: [{ label: '待对接', value: '' }, { label: '我的应答', value: 'mine' }] }}
      filters={[{ field: 'category', label: '服务类别', options: CATEGORY_OPTIONS, display: 'chips' }]}
      search={{ field: 'search', placeholder: '搜索需求或企业' }}
      card={HALL_CARD}
      itemPath={(q) => myRequirePath(q.id)}
      emptyText="暂无服务需求"
    />
  );
}

/**
 * /user/serviceRequire: an enterprise's requirements (post, edit while 待对接, choose an answer,
 * confirm solved or close); a service organisation's requirement hall. `?id=` opens one,
 * `?edit=id|new` the form.
 */
export default function MyRequiresPage() {
  const [params] = useSearchParams();
  const user = useSession();
  const id = params.get('id');
  const edit = params.get('edit');
  if (id) return <RequireScreen id={id} title="服务需求" backTo={MY_REQUIRES} editPath={myRequireEditPath} />;
  if (isService(user)) return <Hall />;
  if (edit) {
    const editing = edit === 'new' ? undefined : Number(edit);
    return (
      <OnlyFor who="enterprise" title="发布服务需求">
        <PageFrame title={editing ? '修改服务需求' : '发布服务需求'} backTo={MY_REQUIRES}>
          <RequireForm {...(editing === undefined ? {} : { id: editing })} />
        </PageFrame>
      </OnlyFor>
    );
  }
  return (
    <OnlyFor who="enterprise" title="我的服务需求">
      <ListPage<RequireRow, MineQuery>
        title="我的服务需求"
        backTo="/user/index"
        list={myRequires}
        tabs={{ field: 'status', options: caseTabs('REQUIRE') }}
        card={MINE_CARD}
        itemPath={(q) => myRequirePath(q.id)}
        createPath={myRequireEditPath('new')}
        createLabel="发布需求"
        emptyText="还没有发布服务需求"
      />
    </OnlyFor>
  );
}
