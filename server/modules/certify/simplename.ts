/**
 * A short name for an organisation created by certification, the way the seed's names look:
 * 杭州云帆智能科技有限公司 → 云帆智能科技. Without a registry lookup it is a best guess, so it
 * only removes what is surely not the brand: a leading place name of the park's region, bracketed
 * place names and the legal-form suffix.
 */

const LEGAL_FORMS = [
  '股份有限公司',
  '有限责任公司',
  '有限公司',
  '合伙企业（有限合伙）',
  '合伙企业(有限合伙)',
  '合伙企业',
  '事务所',
  '研究院',
  '中心',
  '集团',
  '公司',
];

/** 浙江省 → 浙江省 and 浙江; 杭州市 → 杭州市 and 杭州; 滨江区 → 滨江区 and 滨江 (longest first). */
function placeForms(places: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const place of places) {
    if (!place) continue;
    forms.add(place);
    const bare = place.replace(/(省|市|区|县|自治区|特别行政区)$/, '');
    if (bare.length >= 2) forms.add(bare);
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

export function deriveSimplename(fullname: string, places: readonly string[]): string {
  let name = fullname.replace(/[（(][^）)]*[）)]/g, '').trim();
  // Some names keep the suffix that also names the kind (…研究院, …中心): only strip it if a brand is left.
  for (const form of LEGAL_FORMS) {
    if (name.endsWith(form) && name.length - form.length >= 2) {
      name = name.slice(0, -form.length);
      break;
    }
  }
  const forms = placeForms(places);
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (const form of forms) {
      if (name.startsWith(form) && name.length - form.length >= 2) {
        name = name.slice(form.length);
        stripped = true;
        break;
      }
    }
  }
  return name.length >= 2 ? name : fullname;
}
