import { describe, expect, it } from 'vitest';
import { statusTabs } from '../status';
import { isNarrowed, nextSort, readQuery, readSort, sortInput, withParam, withSort, type QuerySpec } from './query-state';

type Q = { kind?: string; search?: string; category?: string; status?: string };
const spec: QuerySpec<Q> = {
  fixed: { kind: 'ORG' },
  search: { field: 'search', placeholder: '企业名称' },
  filters: [
    {
      field: 'category',
      label: '机构类型',
      options: [
        { label: '企业', value: 'ORG' },
        { label: '服务机构', value: 'SERVICE' },
      ],
    },
  ],
  tabs: { field: 'status', options: statusTabs('audit') },
};

describe('list query in the URL', () => {
  it('reads text, known filter values and the tab; leaves empty ones out', () => {
    expect(readQuery(spec, new URLSearchParams('search=%20杭州%20&category=SERVICE&status=BACK'))).toEqual({
      kind: 'ORG',
      search: '杭州',
      category: 'SERVICE',
      status: 'BACK',
    });
    expect(readQuery(spec, new URLSearchParams('search=&category=NOPE&status=NOPE'))).toEqual({
      kind: 'ORG',
    });
  });

  it('takes the tab from a route param and falls back to the default tab', () => {
    const routed: QuerySpec<Q> = {
      tabs: {
        field: 'status',
        options: statusTabs('audit'),
        param: 'status',
        defaultValue: 'TOAUDIT',
        pathFor: (v) => `/op/orgAudit/${v}`,
      },
    };
    expect(readQuery(routed, new URLSearchParams('status=PASS'), { status: 'FAIL' })).toEqual({
      status: 'FAIL',
    });
    expect(readQuery(routed, new URLSearchParams(), {})).toEqual({ status: 'TOAUDIT' });
    expect(readQuery(routed, new URLSearchParams(), { status: 'WHAT' })).toEqual({ status: 'TOAUDIT' });
  });

  it('sets and clears single params without touching the others', () => {
    const start = new URLSearchParams('search=a&status=PASS');
    expect(withParam(start, 'search', 'b').toString()).toBe('search=b&status=PASS');
    expect(withParam(start, 'search', '').toString()).toBe('status=PASS');
    expect(start.toString()).toBe('search=a&status=PASS');
  });

  it('knows when the person narrowed the list', () => {
    expect(isNarrowed(spec, new URLSearchParams('status=PASS'))).toBe(false);
    expect(isNarrowed(spec, new URLSearchParams('category=ORG'))).toBe(true);
    expect(isNarrowed(spec, new URLSearchParams('search=x'))).toBe(true);
  });

  it('keeps the column sort in the URL: only names the list offers, ascending unless desc', () => {
    const sorts = ['createdAt', 'fullname'];
    const sorted = { ...spec, sorts };
    expect(readQuery(sorted, new URLSearchParams('orderBy=createdAt&order=desc&status=PASS'))).toEqual({
      kind: 'ORG',
      status: 'PASS',
      orderBy: 'createdAt',
      order: 'desc',
    });
    expect(readSort(sorts, new URLSearchParams('orderBy=fullname&order=sideways'))).toEqual({ orderBy: 'fullname', order: 'asc' });
    expect(readSort(sorts, new URLSearchParams('orderBy=password&order=desc'))).toBeUndefined();
    // A screen without sortable columns ignores the params.
    expect(readQuery(spec, new URLSearchParams('orderBy=createdAt'))).toEqual({ kind: 'ORG' });
  });

  it('cycles a header through ascending, descending and none, and writes it to the URL', () => {
    const asc = nextSort(undefined, 'createdAt');
    expect(asc).toEqual({ orderBy: 'createdAt', order: 'asc' });
    const desc = nextSort(asc, 'createdAt');
    expect(desc).toEqual({ orderBy: 'createdAt', order: 'desc' });
    expect(nextSort(desc, 'createdAt')).toBeUndefined();
    expect(nextSort(desc, 'fullname')).toEqual({ orderBy: 'fullname', order: 'asc' });
    const search = new URLSearchParams('search=a');
    expect(withSort(search, desc).toString()).toBe('search=a&orderBy=createdAt&order=desc');
    expect(withSort(withSort(search, desc), undefined).toString()).toBe('search=a');
    expect(sortInput({ orderBy: 'createdAt', order: 'desc' })).toEqual({ orderBy: 'createdAt', order: 'desc' });
    expect(sortInput({})).toEqual({});
  });
});
