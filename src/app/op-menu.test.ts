import { describe, expect, it } from 'vitest';
import { menuPath, opMenu } from '@/core/op-menu';
import { OP_MENU_SECTIONS } from '@/core/op-menu-sections';
import { OP_MENU_GROUPS } from '@/core/route-types';
import { OP_MENU_ICON } from './layouts/op-menu-icons';
import { opRoutes } from './op-routes';
import { routes as portalRoutes } from './routes';

const menu = opMenu([...portalRoutes, ...opRoutes]);

describe('the operations-centre side menu', () => {
  it('puts every entry in a section named for what it holds, not in a list of areas', () => {
    for (const section of menu) {
      // A section named as its SPEC group is one no entry of OP_MENU_SECTIONS claimed.
      const declared = OP_MENU_SECTIONS.find((s) => s.group === section.group && s.name === section.name);
      expect([section.name, section.items.map(menuPath), declared ? 'declared' : 'left over']).toEqual([
        section.name,
        section.items.map(menuPath),
        'declared',
      ]);
      // 诉求、消息、产业、项目与经济 is a list of areas, not a name.
      expect(section.name).not.toMatch(/、/);
    }
  });

  it('draws a picture beside every section', () => {
    for (const section of menu) expect([section.name, typeof OP_MENU_ICON[section.icon]]).not.toEqual([section.name, 'undefined']);
  });

  it('keeps the order of SPEC §2’s operations centre and names each section once', () => {
    const groupOrder = menu.map((section) => OP_MENU_GROUPS.indexOf(section.group));
    expect(groupOrder).toEqual([...groupOrder].sort((a, b) => a - b));
    expect(new Set(menu.map((s) => s.name)).size).toBe(menu.length);
    expect(menu[0]?.name).toBe('工作台');
  });

  it('splits SMS from users and the appeals from projects and the economy', () => {
    const holding = (title: string) => menu.find((s) => s.items.some((e) => e.title === title))?.name;
    expect(holding('短信推送')).not.toBe(holding('角色管理'));
    expect(holding('诉求办理')).toBe('企业诉求');
    expect(holding('通知公告管理')).toBe('通知与消息');
  });
});
