import type { Stream } from '../../../../common/industry/model.js';

/**
 * The demo parks' chains as a park's industry office draws them: segment (上游 / 中游 / 下游) →
 * link (环节) → products. A link naming `industry` is what the big-screen counts for it (the
 * directory's 战略性新兴产业 category). Each park has its own rows, drawn from these trees.
 */

export interface SeedLink {
  name: string;
  industry?: string;
  products: string[];
}
export interface SeedChain {
  key: string;
  name: string;
  description: string;
  segments: Record<Stream, SeedLink[]>;
}

export const CAR: SeedChain = {
  key: 'car',
  name: '新能源汽车',
  description: '动力电池、电驱电控与智能网联，整车制造与充换电服务',
  segments: {
    UP: [
      { name: '动力电池与充电设施', industry: '新能源', products: ['正极材料', '负极材料', '电解液', '隔膜', '电池管理系统'] },
      { name: '车用新材料', industry: '新材料', products: ['轻量化铝合金', '碳纤维复合材料', '车用工程塑料'] },
      { name: '电子元器件', products: ['功率半导体', '车规级芯片', '传感器'] },
    ],
    MID: [
      { name: '电驱动系统', products: ['驱动电机', '电机控制器', '减速器'] },
      { name: '智能网联', products: ['车载操作系统', '激光雷达', '高精度地图', '车联网模块'] },
      { name: '汽车零部件', products: ['热管理系统', '线控底盘', '车身结构件'] },
    ],
    DOWN: [
      { name: '整车制造', products: ['乘用车', '商用车', '专用车'] },
      { name: '充换电服务', products: ['充电运营', '换电站', '电池回收利用'] },
      { name: '后市场服务', products: ['汽车金融', '检测认证'] },
    ],
  },
};

export const EQUIP: SeedChain = {
  key: 'equip',
  name: '高端装备',
  description: '智能装备、工业机器人与精密机械，节能环保装备',
  segments: {
    UP: [
      { name: '核心基础零部件', products: ['精密减速器', '伺服电机', '高端轴承', '液压件'] },
      { name: '工业软件与控制', products: ['数控系统', '工业PLC', 'MES系统'] },
      { name: '先进基础材料', products: ['特种钢材', '高温合金'] },
    ],
    MID: [
      { name: '智能装备与机器人', industry: '高端装备制造', products: ['工业机器人', '协作机器人', '数控机床', '增材制造装备'] },
      { name: '节能环保装备', industry: '节能环保', products: ['高效节能电机', '污水处理装备', '余热回收装备'] },
      { name: '检测与仪器仪表', products: ['工业视觉', '精密测量仪器'] },
    ],
    DOWN: [
      { name: '系统集成', products: ['智能产线集成', '智慧工厂解决方案'] },
      { name: '运维服务', products: ['远程运维', '再制造'] },
    ],
  },
};

export const ELECTRON: SeedChain = {
  key: 'electron',
  name: '电子信息',
  description: '集成电路、软件与信息技术服务，数字内容',
  segments: {
    UP: [
      { name: '半导体材料与设备', products: ['硅片', '光刻胶', '电子特气', '刻蚀设备'] },
      { name: '集成电路设计', products: ['模拟芯片', 'SoC芯片', 'FPGA'] },
    ],
    MID: [
      { name: '集成电路与软件信息服务', industry: '新一代信息技术', products: ['晶圆制造', '封装测试', '工业软件', '云计算服务'] },
      { name: '电子元器件制造', products: ['PCB', '被动元件', '光通信器件'] },
      { name: '数字内容', industry: '数字创意', products: ['数字影视', '游戏动漫', '虚拟现实内容'] },
    ],
    DOWN: [
      { name: '智能终端', products: ['智能手机', '可穿戴设备', '智能家居'] },
      { name: '行业应用', products: ['智慧城市', '工业互联网平台', '金融科技'] },
    ],
  },
};

/** Park 2 draws its car chain as 智能网联汽车, without materials, and its electronics around 集成电路. */
export const PARK2_CAR: SeedChain = {
  ...CAR,
  name: '智能网联汽车',
  description: '智能网联与电驱动核心部件，动力电池配套',
  segments: { ...CAR.segments, UP: CAR.segments.UP.filter((l) => l.name !== '车用新材料') },
};
export const PARK2_ELECTRON: SeedChain = {
  ...ELECTRON,
  name: '集成电路',
  description: '芯片设计、制造与封测，半导体材料与设备',
  segments: { ...ELECTRON.segments, MID: ELECTRON.segments.MID.filter((l) => l.name !== '数字内容') },
};

/** Park 2's first chain, as its 生物医药产业园 draws it: 创新药, 医疗器械 and their services. */
export const PARK2_BIO: SeedChain = {
  key: 'bio',
  name: '生物医药',
  description: '创新药与生物制品研发生产，高端医疗器械，合同研发与生产服务',
  segments: {
    UP: [
      { name: '原料药与医药中间体', products: ['化学原料药', '多肽原料', '培养基'] },
      { name: '科研试剂与设备', products: ['诊断试剂原料', '生物反应器', '实验室耗材'] },
    ],
    MID: [
      { name: '创新药与生物制品', industry: '生物医药', products: ['抗体药物', '细胞与基因治疗', '疫苗', '小分子创新药'] },
      { name: '高端医疗器械', products: ['体外诊断', '医学影像设备', '植介入器械'] },
      { name: '合同研发与生产', products: ['CRO临床前研究', 'CDMO生产', '临床试验服务'] },
    ],
    DOWN: [
      { name: '医药流通', products: ['医药物流', '医药电商'] },
      { name: '医疗健康服务', products: ['第三方检测', '互联网医疗'] },
    ],
  },
};

export const CHAINS_OF: Record<number, SeedChain[]> = { 1: [CAR, EQUIP, ELECTRON], 2: [PARK2_BIO, PARK2_ELECTRON, PARK2_CAR] };

/** How many enterprises each link gets, in order (0: a missing link; 1–2: weak). */
export const LINK_COUNTS = [4, 0, 2, 5, 1, 3, 6, 0, 2, 1, 4, 3];

const CITIES = ['合肥', '常州', '宁波', '深圳', '无锡', '西安', '成都', '武汉', '厦门', '青岛'];
const WORDS = ['华芯', '中科', '鼎新', '瑞能', '博远', '恒驰', '智航', '启明', '联创', '凯达'];
const SCALES = ['大型', '中型', '上市公司', '独角兽', '小型'];
export const TARGET_STATES_CYCLE = ['LEAD', 'CONTACTED', 'VISITED', 'SIGNED', 'LEAD', 'DROPPED'] as const;

/** A fictional external enterprise for a link's product, deterministic by index. */
export function targetOf(product: string, i: number) {
  const city = CITIES[i % CITIES.length]!;
  return {
    name: `${city}${WORDS[(i * 3) % WORDS.length]!}${product}科技有限公司`,
    region: `${city}市`,
    scale: SCALES[i % SCALES.length]!,
  };
}
