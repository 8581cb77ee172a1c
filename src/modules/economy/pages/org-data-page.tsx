import { useParams, useSearchParams } from 'react-router-dom';
import type { CardSpec } from '@/ui/list-page';
import { ListPage } from '@/ui/list-page';
import {
  INDICATOR_TYPES,
  INDICATOR_TYPE_LABELS,
  indicators,
  isIndicatorType,
  lastMonth,
  orgData,
  orgDataExport,
  type IndicatorRowItem,
  type OrgDataQuery,
  type OrgDataRowItem,
} from '../api';
import { orgDataPath } from '../paths';
import { formatGrowth } from '../parts/format';
import { OrgDataHeader } from '../parts/org-data-header';

const TYPE_TABS = INDICATOR_TYPES.map((t) => ({ label: INDICATOR_TYPE_LABELS[t], value: t }));
const STATE_OPTIONS = [
  { label: '已报送', value: 'REPORTED' },
  { label: '未报送', value: 'MISSING' },
];

const figure = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? '未报' : `${value.toLocaleString('zh-CN', { maximumFractionDigits: 1 })} ${unit}`;

/** An enterprise's card: its reported figures of the month, each with its growth on last year. */
function cardOf(reported: readonly IndicatorRowItem[]): CardSpec<OrgDataRowItem> {
  return {
    title: 'fullname',
    subtitle: (r) => r.creditCode,
    status: { tag: (r) => (r.reported ? '已报送' : '未报送') },
    meta: reported.map((d) => ({
      label: d.name,
      value: (r: OrgDataRowItem) => {
        const value = r.values[d.code];
        const growth = r.growth[d.code];
        return value === null || value === undefined
          ? '未报'
          : `${figure(value, d.unit)}${growth === null || growth === undefined ? '' : `（同比${formatGrowth(growth)}）`}`;
      },
    })),
    table: { titleLabel: '企业名称', subtitleLabel: '统一社会信用代码' },
  };
}

/**
 * /op/economy/orgDataList/:type: a month of the enterprises on the type's 报送名单 with their
 * cumulative figures, who has not reported (未报送), the export and the .xlsx import.
 */
export default function OrgDataPage() {
  const { type: param = '' } = useParams();
  const type = isIndicatorType(param) ? param : 'industry';
  const [search, setSearch] = useSearchParams();
  const period = /^\d{4}-\d{2}$/.test(search.get('period') ?? '') ? search.get('period')! : lastMonth();
  const onPeriod = (next: string) =>
    setSearch(
      (s) => {
        s.set('period', next);
        return s;
      },
      { replace: true },
    );
  const reported = indicators.useList({ type, kind: 'REPORTED', enabled: '1' }, { pageSize: 100 }).items;
  return (
    <ListPage<OrgDataRowItem, OrgDataQuery>
      key={`${type}-${period}-${String(reported.length)}`}
      title="企业报送数据"
      backTo="/op/index"
      list={orgData}
      pageSize={20}
      tabs={{ field: 'type', options: TYPE_TABS, param: 'type', pathFor: orgDataPath }}
      fixed={{ period }}
      filters={[{ field: 'state', label: '报送情况', options: STATE_OPTIONS, allLabel: '全部企业' }]}
      search={{ field: 'search', placeholder: '搜索企业名称' }}
      card={cardOf(reported)}
      itemKey={(r) => r.orgId}
      table
      header={<OrgDataHeader type={type} period={period} onPeriod={onPeriod} />}
      exportTo={(q) => orgDataExport({ ...q, type })}
      emptyText={`该月暂无${INDICATOR_TYPE_LABELS[type]}报送企业`}
    />
  );
}
