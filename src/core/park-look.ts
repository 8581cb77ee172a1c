import { themeColorOf, type TenantInfo } from '@common/tenant';

/**
 * The park's colour on the page: antd-mobile's primary colour (buttons, tabs, the tab bar, links)
 * and the browser's theme-color. The server already writes both into the page it serves; this keeps
 * them in step when the park is only known later (the development server, a cached tenant) or
 * changes. Set through the CSSOM, which the Content-Security-Policy allows (no inline style text).
 */
export function applyParkLook(tenant: TenantInfo | null, doc: Document = document): void {
  if (!tenant) return;
  const colour = themeColorOf(tenant.themeColor);
  doc.documentElement.style.setProperty('--adm-color-primary', colour);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
}
