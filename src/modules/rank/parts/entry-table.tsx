import type { RankEntry } from '../api';
import { DataTable, type DataColumn } from '@/ui/data-table';

/** A figure with the list's unit: 3,865.5 万元. */
export function figureText(figure: number | null, unit: string): string {
  if (figure === null) return '';
  return `${figure.toLocaleString('zh-CN', { maximumFractionDigits: 4 })}${unit ? ` ${unit}` : ''}`;
}

/** The places of a list as a table: 名次, 企业, the figure (when the list has one), 备注. */
export function EntryTable({
  entries,
  figureLabel,
  figureUnit,
  caption,
}: {
  entries: readonly RankEntry[];
  figureLabel: string;
  figureUnit: string;
  caption: string;
}) {
  const notes = entries.some((e) => e.note !== '');
  const columns: DataColumn<RankEntry>[] = [
    { key: 'rank', title: '名次', render: (e) => e.rank, strong: true },
    { key: 'org', title: '企业', render: (e) => e.orgName },
    ...(figureLabel ? [{ key: 'figure', title: figureLabel, render: (e: RankEntry) => figureText(e.figure, figureUnit), numeric: true }] : []),
    ...(notes ? [{ key: 'note', title: '备注', render: (e: RankEntry) => e.note }] : []),
  ];
  return <DataTable caption={caption} rows={entries} rowKey={(e) => e.rank} columns={columns} />;
}
