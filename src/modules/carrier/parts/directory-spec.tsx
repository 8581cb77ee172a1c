import { DIRECTORY_FIELDS, DIRECTORY_KINDS, type DirectoryKind } from '@common/carrier/directory/rules';
import type { DirectoryDetail, DirectoryItem } from '@common/carrier/directory/contract';
import type { DetailSection } from '@/ui/detail-page';
import type { FilterSpec } from '@/ui/list-page';
import type { CardSpec } from '@/ui/list-page';
import type { DirectoryQuery } from '../api';

/** What the directory's screens show of each kind: one description, two kinds. */

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

export function directoryFilters(kind: DirectoryKind): FilterSpec<DirectoryQuery>[] {
  const k = DIRECTORY_KINDS[kind];
  return [
    { field: 'type', label: k.typeLabel, options: options(k.types) },
    { field: 'field', label: k.fieldsLabel, options: options(DIRECTORY_FIELDS) },
  ];
}

export function directoryCard<T extends DirectoryItem>(kind: DirectoryKind): CardSpec<T> {
  const k = DIRECTORY_KINDS[kind];
  return {
    title: 'name',
    subtitle: (d) => [d.type, d.level].filter(Boolean).join(' · '),
    tags: (d) => d.fields,
    meta: [
      { label: k.hostLabel, value: 'host' },
      { label: '投资阶段', value: (d) => d.stages.join('、'), hidden: () => kind !== 'INVESTOR' },
      { label: '管理规模', value: (d) => (d.fundSize === null ? '' : `${String(d.fundSize)}亿元`), hidden: () => kind !== 'INVESTOR' },
      { label: '所在园区', value: 'parkName' },
    ],
  };
}

export function directorySections(kind: DirectoryKind): DetailSection<DirectoryDetail>[] {
  const k = DIRECTORY_KINDS[kind];
  const investor = kind === 'INVESTOR';
  return [
    {
      title: '基本信息',
      fields: [
        { label: k.typeLabel, value: 'type' },
        { label: '级别', value: 'level', hidden: () => investor },
        { label: k.hostLabel, value: 'host' },
        { label: k.fieldsLabel, value: (d) => d.fields.join('、') },
        { label: '投资阶段', value: (d) => d.stages.join('、'), hidden: () => !investor },
        { label: '管理规模', value: (d) => (d.fundSize === null ? '' : `${String(d.fundSize)}亿元`), hidden: () => !investor },
        { label: '所在园区', value: 'parkName' },
        { label: '地址', value: 'address' },
        { label: '联系人', value: 'contact' },
        { label: '办公电话', value: 'phone' },
      ],
    },
    { title: '简介', fields: [{ label: '简介', value: 'intro' }] },
    { title: k.casesLabel, fields: [{ label: k.casesLabel, value: (d) => d.cases.split('\n').join('；') }], hidden: (d) => !d.cases },
  ];
}
