import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isSettingSection, SETTING_SECTIONS, type SettingSection } from '@common/setting/rules';
import { ChipTabs } from '@/ui/chip-tabs';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import { AgreementsSection } from '../parts/agreements-section';
import { BasicSection } from '../parts/basic-section';
import { PortalSection } from '../parts/portal-section';
import { SmsCapsSection } from '../parts/sms-caps-section';
import styles from '../parts/setting.module.css';
import { settingPath } from '../paths';

const SECTIONS: Record<SettingSection, ComponentType> = {
  basic: BasicSection,
  portal: PortalSection,
  agreements: AgreementsSection,
  sms: SmsCapsSection,
};
const TABS = (Object.keys(SETTING_SECTIONS) as SettingSection[]).map((key) => ({ key, title: SETTING_SECTIONS[key] }));

/** /op/setting/{type}: the park's settings, one section per tab (/op/setting opens 基本信息). */
export default function SettingPage() {
  const { type = 'basic' } = useParams();
  const navigate = useNavigate();
  if (!isSettingSection(type))
    return (
      <PageFrame title="园区设置">
        <NotFound title="没有这项设置" />
      </PageFrame>
    );
  const Section = SECTIONS[type];
  return (
    <PageFrame title="园区设置">
      <ChipTabs
        className={styles.tabs}
        label="设置分类"
        tabs={TABS}
        activeKey={type}
        onChange={(key) => navigate(settingPath(key as SettingSection), { replace: true })}
      />
      <Section key={type} />
    </PageFrame>
  );
}
