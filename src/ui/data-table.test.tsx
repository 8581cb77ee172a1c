import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('draws a captioned table: headers in column order, one row per item, figures aligned as figures', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(
      <DataTable
        caption="各行业创新积分"
        rows={[
          { name: '软件和信息技术服务业', count: 12, average: 48.5 },
          { name: '专用设备制造业', count: 7, average: 41 },
        ]}
        rowKey={(r) => r.name}
        columns={[
          { key: 'name', title: '行业', render: (r) => r.name, strong: true },
          { key: 'count', title: '计分企业', render: (r) => `${String(r.count)} 家`, numeric: true },
          { key: 'average', title: '平均分', render: (r) => `${String(r.average)} 分`, numeric: true },
        ]}
      />,
    );
    const table = host.querySelector('table')!;
    expect(table.querySelector('caption')?.textContent).toBe('各行业创新积分');
    expect([...table.querySelectorAll('th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['行业', 'col'],
      ['计分企业', 'col'],
      ['平均分', 'col'],
    ]);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['软件和信息技术服务业', '12 家', '48.5 分'],
      ['专用设备制造业', '7 家', '41 分'],
    ]);
    // A figure column's header and cells share its alignment; a text column has none.
    const numberClass = table.querySelectorAll('th')[1]!.className;
    expect(numberClass).not.toBe('');
    expect(table.querySelector('tbody td:nth-child(2)')!.className).toContain(numberClass);
    expect(table.querySelector('tbody td:nth-child(3)')!.className).toContain(numberClass);
    expect(table.querySelectorAll('th')[0]!.className).toBe('');
  });
});
