import type { SettingSection } from '@common/setting/rules';
import { pathTo } from '@/core/paths';

/** The park settings screens (SPEC §2 /op/setting/{type}); /op/setting is its menu entry (基本信息). */
export const OP_SETTING = '/op/setting';
export const OP_SETTING_PATTERN = '/op/setting/:type';
export const settingPath = (type: SettingSection) => pathTo(OP_SETTING_PATTERN, { type });
