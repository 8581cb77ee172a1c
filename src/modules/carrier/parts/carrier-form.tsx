import { CARRIER_LEVELS, CARRIER_LIMITS as L, CARRIER_TYPES, type CarrierLevel, type CarrierType } from '@common/carrier/rules';
import { FormView, type FormField } from '@/ui/form-page';
import type { UploadedFile } from '@/ui/upload-field';
import { parks, saveCarrier, type CarrierDetail } from '../api';
import { ztManagePath } from '../paths';
import { photoIdsOf, photosField } from './photos-field';
import { positionFields, type PositionValues } from './position-fields';

export interface CarrierValues extends PositionValues {
  name: string;
  type: CarrierType;
  level: CarrierLevel;
  parkId: string;
  address: string;
  areaM2: number;
  operatorName: string;
  contact: string;
  phone: string;
  services: string;
  featured: boolean;
  intro: string;
  photos?: UploadedFile[];
}

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

function fieldsOf(parkOptions: { label: string; value: string }[]): FormField<CarrierValues>[] {
  return [
    { name: 'name', label: '载体名称', type: 'text', required: '请填写载体名称', min: 2, max: L.nameMax },
    { name: 'type', label: '载体类型', type: 'select', required: '请选择载体类型', options: options(CARRIER_TYPES) },
    { name: 'level', label: '载体级别', type: 'select', required: '请选择载体级别', options: options(CARRIER_LEVELS) },
    { name: 'parkId', label: '所在园区', type: 'picker', options: parkOptions, placeholder: '不属于任何分园可不选' },
    { name: 'areaM2', label: '总面积', type: 'number', required: '请填写总面积', min: 1, max: L.areaMax, unit: '㎡' },
    ...positionFields<CarrierValues>(L.addressMax),
    { name: 'operatorName', label: '运营单位', type: 'text', required: '请填写运营单位', min: 2, max: L.nameMax, group: '运营与招商' },
    { name: 'contact', label: '招商联系人', type: 'text', required: '请填写联系人', max: L.contactMax },
    { name: 'phone', label: '招商电话', type: 'text', required: '请填写招商电话', pattern: { regex: /^[0-9-]{7,20}$/, message: '请填写正确的电话号码' } },
    { name: 'services', label: '配套服务', type: 'text', max: 300, placeholder: '用顿号或逗号分隔，如：工商注册代办、投融资对接' },
    { name: 'featured', label: '在载体首页推荐', type: 'switch' },
    { name: 'intro', label: '载体简介', type: 'textarea', required: '请填写载体简介', max: L.introMax, rows: 5 },
    photosField<CarrierValues>('载体照片', '外观、大堂、公共空间等，第一张作封面；保存后园区内公开展示'),
  ];
}

export const valuesOf = (c: CarrierDetail): Partial<CarrierValues> => ({
  name: c.name,
  type: c.type as CarrierType,
  level: c.level as CarrierLevel,
  parkId: c.parkId === null ? '' : String(c.parkId),
  address: c.address,
  lng: c.lng,
  lat: c.lat,
  areaM2: c.areaM2,
  operatorName: c.operatorName,
  contact: c.contact,
  phone: c.phone,
  services: c.services.join('、'),
  featured: c.featured,
  intro: c.intro,
  photos: c.photos,
});

/** A carrier's profile: new (then on to its spaces) or edited in place. */
export function CarrierForm({ id, initialValues }: { id?: number; initialValues: Partial<CarrierValues> }) {
  const { data } = parks.useQuery({});
  const parkOptions = (data ?? []).map((p) => ({ label: p.name, value: String(p.id) }));
  return (
    <FormView<CarrierValues, { id: number }>
      fields={fieldsOf(parkOptions)}
      initialValues={{ featured: false, photos: [], ...initialValues }}
      onSubmit={(v) =>
        saveCarrier({
          ...(id ? { id } : {}),
          name: v.name,
          type: v.type,
          level: v.level,
          parkId: v.parkId ? Number(v.parkId) : null,
          address: v.address,
          lng: Number(v.lng),
          lat: Number(v.lat),
          areaM2: Number(v.areaM2),
          operatorName: v.operatorName,
          contact: v.contact,
          phone: v.phone,
          services: (v.services ?? '').split(/[、,，;；\s]+/).filter(Boolean),
          featured: !!v.featured,
          intro: v.intro,
          photoIds: photoIdsOf(v.photos),
        })
      }
      submitText={id ? '保存载体信息' : '保存并添加房源'}
      successTo={(saved) => ztManagePath(saved.id)}
    />
  );
}
