import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '@/ui/format';
import { ListPage, type CardSpec, type TableColumn } from '@/ui/list-page/index';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import {
  FILL_STATE,
  fillData,
  fillDataExport,
  fillDataSummary,
  operatorMayWrite,
  type DataQuery,
  type FillDataItem,
  type FillFieldInfo,
} from '../api';
import { auditPath, baseOf, positiveId, roundOrgsPath, roundsPath, type FillBase } from '../paths';
import { figureWithUnit } from '../parts/fields';
import { FillStateTag } from '../parts/heading';
import { FillImport } from '../parts/import';
import styles from '../parts/fill.module.css';

const TITLE = '填报数据';
const STATE_TABS = [
  { label: '全部已提交', value: '' },
  ...(['TOAUDIT', 'BACK', 'PASS'] as const).map((s) => ({ label: FILL_STATE[s], value: s })),
];

const valueText = (item: FillDataItem, field: FillFieldInfo) => {
  const value = item.values[field.field];
  return value === null || value === undefined
    ? ''
    : value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
};

/** Phones: a card per enterprise with its figures. */
function cardFor(fields: readonly FillFieldInfo[]): CardSpec<FillDataItem> {
  return {
    title: 'fullname',
    subtitle: 'creditCode',
    meta: [
      { label: '提交时间', value: 'submittedAt', format: 'datetime' },
      ...fields.map((f) => ({
        label: f.label,
        value: (item: FillDataItem) => figureWithUnit(item.values[f.field], f.unit),
      })),
    ],
    extra: (item) => <FillStateTag state={item.state} />,
  };
}

/** Desktops: one column per field, its unit in the header. */
function columnsFor(
  base: FillBase,
  roundId: number,
  fields: readonly FillFieldInfo[],
): TableColumn<FillDataItem>[] {
  return [
    {
      key: 'org',
      title: '企业名称',
      render: (item) => (
        <Link to={auditPath(base, roundId, item.orgId)} className={styles.nowrap}>
          {item.fullname}
        </Link>
      ),
    },
    { key: 'creditCode', title: '统一社会信用代码', render: (item) => item.creditCode },
    { key: 'state', title: '填报状态', render: (item) => <FillStateTag state={item.state} /> },
    {
      key: 'submittedAt',
      title: '提交时间',
      render: (item) => <span className={styles.nowrap}>{item.submittedAt ? formatDateTime(item.submittedAt) : ''}</span>,
    },
    ...fields.map((f) => ({
      key: f.field,
      title: `${f.label}（${f.unit}）`,
      render: (item: FillDataItem) => <span className={styles.figure}>{valueText(item, f)}</span>,
    })),
  ];
}

/**
 * /integral/fill/data/:id and /op/integral/fill/data/:id (one screen): the figures submitted in a
 * round — a table on a desktop, cards on a phone — by state and name; 导出 .xlsx and 导入 .xlsx.
 */
export default function FillDataPage() {
  const base = baseOf(useLocation().pathname);
  const roundId = positiveId(useParams().id);
  const navigate = useNavigate();
  const summary = fillDataSummary.useQuery(roundId);
  const fields = summary.data?.fields;
  const round = summary.data?.round;
  const card = useMemo(() => cardFor(fields ?? []), [fields]);
  const columns = useMemo(() => columnsFor(base, roundId ?? 0, fields ?? []), [base, roundId, fields]);
  if (!roundId || summary.notFound)
    return (
      <PageFrame title={TITLE} backTo={roundsPath(base)}>
        <NotFound title="填报批次不存在" onBack={() => void navigate(roundsPath(base))} />
      </PageFrame>
    );
  // The import writes like a fill on behalf: not before the start, not after an explicit close.
  const mayImport = round ? operatorMayWrite(round.phase, round.closed, 'DRAFT') : false;
  return (
    <ListPage<FillDataItem, DataQuery>
      title={round ? `${TITLE}：${round.name}` : TITLE}
      backTo={roundOrgsPath(base, roundId)}
      list={fillData}
      fixed={{ id: String(roundId) }}
      tabs={{ field: 'state', options: STATE_TABS }}
      search={{ field: 'search', placeholder: '搜索企业名称或信用代码' }}
      exportTo={fillDataExport}
      header={<FillImport roundId={roundId} disabled={!mayImport} />}
      card={card}
      columns={columns}
      columnsKey="integral-fill-data"
      table
      itemKey={(item) => item.orgId}
      itemPath={(item) => auditPath(base, roundId, item.orgId)}
      emptyText="暂无已提交的填报数据"
    />
  );
}
