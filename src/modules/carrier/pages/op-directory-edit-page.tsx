import { Button } from 'antd-mobile';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DIRECTORY_FIELDS, DIRECTORY_KINDS, DIRECTORY_LIMITS as L, INVESTOR_STAGES, type DirectoryKind } from '@common/carrier/directory/rules';
import type { DirectoryDetail } from '@common/carrier/directory/contract';
import { FormView, type FormField } from '@/ui/form-page';
import { Loaded } from '@/ui/loaded';
import { PageFrame } from '@/ui/page-frame';
import { confirmDelete } from '@/ui/record-actions';
import { directory, parks } from '../api';
import styles from '../parts/carrier.module.css';
import { positionFields, type PositionValues } from '../parts/position-fields';
import { DIRECTORY_PATHS, kindOfPath } from '../paths';

interface Values extends PositionValues {
  name: string;
  type: string;
  level: string;
  host: string;
  fields: string[];
  stages: string[];
  fundSize: number | null;
  parkId: string;
  contact: string;
  phone: string;
  intro: string;
  cases: string;
}

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

function fieldsOf(kind: DirectoryKind, parkOptions: { label: string; value: string }[]): FormField<Values>[] {
  const k = DIRECTORY_KINDS[kind];
  const investor = kind === 'INVESTOR';
  return [
    { name: 'name', label: '名称', type: 'text', required: '请填写名称', min: 2, max: L.nameMax },
    { name: 'type', label: k.typeLabel, type: 'select', required: `请选择${k.typeLabel}`, options: options(k.types) },
    ...(investor ? [] : [{ name: 'level', label: '级别', type: 'select', required: '请选择级别', options: options(k.levels) } as FormField<Values>]),
    { name: 'host', label: k.hostLabel, type: 'text', required: `请填写${k.hostLabel}`, min: 2, max: L.hostMax },
    { name: 'fields', label: k.fieldsLabel, type: 'select', multiple: true, required: `请选择${k.fieldsLabel}`, options: options(DIRECTORY_FIELDS) },
    ...(investor
      ? ([
          { name: 'stages', label: '投资阶段', type: 'select', multiple: true, required: '请选择投资阶段', options: options(INVESTOR_STAGES) },
          { name: 'fundSize', label: '管理规模', type: 'number', required: '请填写管理规模', min: 0.01, max: L.fundMax, unit: '亿元' },
        ] as FormField<Values>[])
      : []),
    { name: 'parkId', label: '所在园区', type: 'picker', options: parkOptions, placeholder: '不在园区内可不选' },
    ...positionFields<Values>(L.addressMax),
    { name: 'contact', label: '联系人', type: 'text', max: 30, group: '介绍与联系' },
    { name: 'phone', label: '办公电话', type: 'text', pattern: { regex: /^([0-9-]{7,20})?$/, message: '请填写正确的电话号码' } },
    { name: 'intro', label: '简介', type: 'textarea', required: '请填写简介', max: L.introMax, rows: 4 },
    { name: 'cases', label: k.casesLabel, type: 'textarea', max: L.casesMax, rows: 4, placeholder: '每行一条' },
  ];
}

const valuesOf = (d: DirectoryDetail): Partial<Values> => ({ ...d, parkId: d.parkId === null ? '' : String(d.parkId) });

function DirectoryForm({ kind, item }: { kind: DirectoryKind; item?: DirectoryDetail }) {
  const { data } = parks.useQuery({});
  const navigate = useNavigate();
  const r = directory[kind];
  const investor = kind === 'INVESTOR';
  const list = DIRECTORY_PATHS[kind].manage;
  return (
    <div className={styles.stack}>
      <FormView<Values, { id: number }>
        fields={fieldsOf(kind, (data ?? []).map((p) => ({ label: p.name, value: String(p.id) })))}
        initialValues={item ? valuesOf(item) : { fields: [], stages: [] }}
        onSubmit={(v) =>
          r.save({
            ...(item ? { id: item.id } : {}),
            name: v.name,
            type: v.type as never,
            level: (investor ? '' : v.level) as never,
            host: v.host,
            fields: v.fields as never,
            stages: (investor ? v.stages : []) as never,
            fundSize: investor ? Number(v.fundSize) : null,
            parkId: v.parkId ? Number(v.parkId) : null,
            address: v.address,
            lng: Number(v.lng),
            lat: Number(v.lat),
            contact: v.contact ?? '',
            phone: v.phone ?? '',
            intro: v.intro,
            cases: v.cases ?? '',
          })
        }
        successTo={list}
      />
      {item ? (
        <Button color="danger" fill="outline" onClick={() => confirmDelete({ title: `删除${DIRECTORY_KINDS[kind].noun}`, name: item.name, remove: () => r.remove({ id: item.id }).then(() => navigate(list)) })}>
          删除
        </Button>
      ) : null}
    </div>
  );
}

/** /op/dc/innovation/add, /op/dc/innovation/:id and the investor's two: one entry of the directory, new or edited. */
export default function OpDirectoryEditPage() {
  const kind = kindOfPath(useLocation().pathname);
  const { id } = useParams();
  const noun = DIRECTORY_KINDS[kind].noun;
  const state = directory[kind].manageDetail.useItem(id ?? null);
  const list = DIRECTORY_PATHS[kind].manage;
  return (
    <PageFrame key={kind} title={id ? `修改${noun}` : `新增${noun}`} backTo={list}>
      {id ? (
        <Loaded state={state} notFoundText={`${noun}不存在或已删除`} backTo={list}>
          {(d) => <DirectoryForm kind={kind} item={d} />}
        </Loaded>
      ) : (
        <DirectoryForm kind={kind} />
      )}
    </PageFrame>
  );
}
