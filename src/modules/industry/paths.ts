/** The industry map's screens (SPEC §2 /op/im, /op/indusManage). */
export const IM_HOME = '/op/im';
export const IM_SEARCH = '/op/im/search';
const at = (base: string) => (id: number) => `${base}/${String(id)}`;
export const chainPath = at('/op/im/chain');
export const merchainPath = at('/op/im/merchain');
export const chainmapPath = at('/op/im/chainmap');
export const localPath = at('/op/im/local');
export const providePath = at('/op/im/provide');
export const provideListPath = at('/op/im/provideList');
export const mapPath = at('/op/im/map');
export const merchantPath = at('/op/im/merchant');
export const investPath = at('/op/im/invest');
export const industryPath = at('/op/im/industry');
export const structurePath = at('/op/indusManage/structure');
export const manageLocalPath = at('/op/indusManage/local');
export const manageMerchantPath = at('/op/indusManage/merchant');
/** A node of a chain: its drill-down and its enterprises. */
export const nodePath = (chainId: number, nodeId: number) =>
  `/op/im/industry2/${String(chainId)}/${String(nodeId)}`;
export const nodeListPath = (chainId: number, nodeId: number) =>
  `/op/im/chain/${String(chainId)}/${String(nodeId)}/list`;

/** The screens of one chain, in the order the chain screens list them. */
export const CHAIN_VIEWS = [
  { label: '图谱', path: chainPath },
  { label: '概览', path: industryPath },
  { label: '覆盖', path: chainmapPath },
  { label: '补链招商', path: merchainPath },
  { label: '本地企业', path: localPath },
  { label: '配套', path: providePath },
  { label: '供应企业', path: provideListPath },
  { label: '地图', path: mapPath },
  { label: '招商目标', path: merchantPath },
  { label: '招商跟进', path: investPath },
] as const;
/** The chain's upkeep (/op/indusManage), for operators who may edit it. */
export const MANAGE_VIEWS = [
  { label: '维护结构', path: structurePath },
  { label: '维护本地企业', path: manageLocalPath },
  { label: '维护招商目标', path: manageMerchantPath },
] as const;
export const IM_TORCH_RANK = '/op/im/torch/rank';
export const IM_ORG_LIST = '/op/im/org/list';
export const IM_ORG_DEVICE = '/op/im/org/device';
export const deviceDetailPath = (id: number) => `/op/im/org/deviceDetail/${String(id)}`;
