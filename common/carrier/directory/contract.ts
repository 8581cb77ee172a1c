import { Type } from 'typebox';
import { IdParams, Nullable, pageOf, paging, Saved, SearchText } from '../../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type InputOf, type ItemOf } from '../../contract/endpoint.js';
import { Position } from '../schemas.js';
import { DIRECTORY_FIELDS, DIRECTORY_LIMITS as L, INVESTOR_STAGES, INVESTOR_TYPES, PLATFORM_LEVELS, PLATFORM_TYPES } from './rules.js';

/**
 * 创新平台 (SPEC §2 /sc/innovation*, /op/dc/innovation*) and 投资机构 (/sc/investor*,
 * /op/dc/investor*): one directory of the park's institutions with a place on the map, told apart
 * by kind. Both contracts have the same endpoints under their own paths and permissions; an
 * investor adds its stages and fund size. Public reads are kept offline by the service worker.
 */

export * from './rules.js';

const Item = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  level: Type.String({ description: '平台级别；投资机构为空' }),
  host: Type.String({ description: '依托单位 / 管理机构' }),
  fields: Type.Array(Type.String(), { description: '研究方向 / 关注行业' }),
  stages: Type.Array(Type.String(), { description: '投资阶段（投资机构）' }),
  fundSize: Nullable(Type.Number({ description: '管理规模（亿元，投资机构）' })),
  parkName: Type.String(),
  address: Type.String(),
  ...Position,
});

const Detail = Type.Object({
  ...Item.properties,
  parkId: Nullable(Type.Integer()),
  intro: Type.String(),
  cases: Type.String({ description: '代表成果 / 投资案例，每行一条' }),
  contact: Type.String(),
  phone: Type.String({ description: '办公电话' }),
  updatedAt: Type.String(),
});

const fieldsOf = (types: readonly string[], levels: readonly string[]) => ({
  name: Type.String({ title: '名称', minLength: 2, maxLength: L.nameMax }),
  type: Type.Enum([...types], { title: '类型' }),
  level: levels.length ? Type.Enum([...levels], { title: '级别' }) : Type.Literal('', { title: '级别' }),
  host: Type.String({ title: '依托单位', minLength: 2, maxLength: L.hostMax }),
  fields: Type.Array(Type.Enum([...DIRECTORY_FIELDS]), { title: '方向', minItems: 1, maxItems: L.listMax }),
  stages: Type.Array(Type.Enum([...INVESTOR_STAGES]), { title: '投资阶段', maxItems: L.listMax }),
  fundSize: Nullable(Type.Number({ title: '管理规模', exclusiveMinimum: 0, maximum: L.fundMax })),
  parkId: Nullable(Type.Integer({ title: '所在园区', minimum: 1 })),
  address: Type.String({ title: '地址', minLength: 2, maxLength: L.addressMax }),
  ...Position,
  contact: Type.String({ title: '联系人', maxLength: 30 }),
  phone: Type.String({ title: '办公电话', pattern: '^([0-9-]{7,20})?$' }),
  intro: Type.String({ title: '简介', minLength: 1, maxLength: L.introMax }),
  cases: Type.String({ title: '案例', maxLength: L.casesMax }),
});

function directoryContract<const Tag extends 'innovation' | 'investor', const Perm extends 'innovation.manage' | 'investor.manage'>(
  area: { tag: Tag; module: string; noun: string; permission: Perm },
  types: readonly string[],
  levels: readonly string[],
) {
  const { tag, noun, permission } = area;
  const filters = {
    type: Type.Optional(Type.Enum(['', ...types], { title: '类型' })),
    field: Type.Optional(Type.Enum(['', ...DIRECTORY_FIELDS], { title: '方向' })),
    search: SearchText(),
    ...paging,
  };
  return defineContract(
    { base: 'dpboot', tag, module: area.module },
    {
      list: {
        method: 'GET',
        path: `${tag}/list`,
        cache: 'network-first',
        access: 'public',
        summary: `${noun}列表（公开）`,
        query: Type.Object(filters),
        answer: pageOf(Item),
      },
      detail: {
        method: 'GET',
        path: `${tag}/detail/:id`,
        cache: 'network-first',
        access: 'public',
        summary: `${noun}详情（公开）`,
        params: IdParams,
        answer: Detail,
      },
      manageList: {
        method: 'POST',
        path: `${tag}/manage/list`,
        access: 'operator',
        permission,
        notLogged: '以 POST 发送的列表查询，不改变任何数据',
        dataScope: { none: `${noun}是园区的公共名录，运营人员共同维护` },
        summary: `${noun}管理列表（运营）`,
        body: Type.Object(filters),
        answer: pageOf(Type.Object({ ...Item.properties, updatedAt: Type.String() })),
      },
      manageDetail: {
        method: 'GET',
        path: `${tag}/manage/detail/:id`,
        access: 'operator',
        permission,
        summary: `${noun}详情（运营）`,
        params: IdParams,
        answer: Detail,
      },
      save: {
        method: 'POST',
        path: `${tag}/save`,
        access: 'operator',
        permission,
        summary: `新增或修改${noun}（运营）`,
        body: Type.Object({ id: Type.Optional(Type.Integer({ title: '编号', minimum: 1 })), ...fieldsOf(types, levels) }),
        answer: Saved,
        message: '保存成功',
      },
      remove: {
        method: 'POST',
        path: `${tag}/delete/:id`,
        access: 'operator',
        permission,
        summary: `删除${noun}（运营）`,
        params: IdParams,
        answer: Type.Null(),
        message: '删除成功',
      },
      export: {
        method: 'GET',
        path: `${tag}/export`,
        access: 'operator',
        permission,
        summary: `导出${noun}（运营，.xlsx）`,
        query: Type.Object({ type: filters.type, field: filters.field, search: SearchText() }),
        answer: FILE,
      },
    },
  );
}

export const innovationContract = directoryContract({ tag: 'innovation', module: '创新平台', noun: '创新平台', permission: 'innovation.manage' }, PLATFORM_TYPES, PLATFORM_LEVELS);
export const investorContract = directoryContract({ tag: 'investor', module: '投资机构', noun: '投资机构', permission: 'investor.manage' }, INVESTOR_TYPES, []);

export type DirectoryContract = typeof innovationContract;
export type DirectoryItem = ItemOf<DirectoryContract['list']>;
export type ManagedDirectoryItem = ItemOf<DirectoryContract['manageList']>;
export type DirectoryDetail = AnswerOf<DirectoryContract['detail']>;
export type DirectoryInput = InputOf<DirectoryContract['save']>;
