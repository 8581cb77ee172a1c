/**
 * Province → city → county names for the area picker. Values are the names themselves: the park
 * data stores province / city / county as text. Ships 浙江省 and 江苏省 (the demo parks' regions);
 * a screen needing more passes its own options to AreaField / AreaPicker, or extends this list.
 * 苏州工业园区 is listed as a county of 苏州市 because park data uses it as one.
 */

export interface AreaOption {
  label: string;
  value: string;
  children?: AreaOption[];
}

type Tree = Record<string, Record<string, string[]>>;

// prettier-ignore
const TREE: Tree = {
  浙江省: {
    杭州市: ['上城区', '拱墅区', '西湖区', '滨江区', '萧山区', '余杭区', '临平区', '钱塘区', '富阳区', '临安区', '桐庐县', '淳安县', '建德市'],
    宁波市: ['海曙区', '江北区', '北仑区', '镇海区', '鄞州区', '奉化区', '象山县', '宁海县', '余姚市', '慈溪市'],
    温州市: ['鹿城区', '龙湾区', '瓯海区', '洞头区', '永嘉县', '平阳县', '苍南县', '文成县', '泰顺县', '瑞安市', '乐清市', '龙港市'],
    嘉兴市: ['南湖区', '秀洲区', '嘉善县', '海盐县', '海宁市', '平湖市', '桐乡市'],
    湖州市: ['吴兴区', '南浔区', '德清县', '长兴县', '安吉县'],
    绍兴市: ['越城区', '柯桥区', '上虞区', '新昌县', '诸暨市', '嵊州市'],
    金华市: ['婺城区', '金东区', '武义县', '浦江县', '磐安县', '兰溪市', '义乌市', '东阳市', '永康市'],
    衢州市: ['柯城区', '衢江区', '常山县', '开化县', '龙游县', '江山市'],
    舟山市: ['定海区', '普陀区', '岱山县', '嵊泗县'],
    台州市: ['椒江区', '黄岩区', '路桥区', '三门县', '天台县', '仙居县', '温岭市', '临海市', '玉环市'],
    丽水市: ['莲都区', '青田县', '缙云县', '遂昌县', '松阳县', '云和县', '庆元县', '景宁畲族自治县', '龙泉市'],
  },
  江苏省: {
    南京市: ['玄武区', '秦淮区', '建邺区', '鼓楼区', '浦口区', '栖霞区', '雨花台区', '江宁区', '六合区', '溧水区', '高淳区'],
    无锡市: ['锡山区', '惠山区', '滨湖区', '梁溪区', '新吴区', '江阴市', '宜兴市'],
    徐州市: ['鼓楼区', '云龙区', '贾汪区', '泉山区', '铜山区', '丰县', '沛县', '睢宁县', '新沂市', '邳州市'],
    常州市: ['天宁区', '钟楼区', '新北区', '武进区', '金坛区', '溧阳市'],
    苏州市: ['虎丘区', '吴中区', '相城区', '姑苏区', '吴江区', '苏州工业园区', '常熟市', '张家港市', '昆山市', '太仓市'],
    南通市: ['崇川区', '通州区', '海门区', '如东县', '启东市', '如皋市', '海安市'],
    连云港市: ['连云区', '海州区', '赣榆区', '东海县', '灌云县', '灌南县'],
    淮安市: ['淮安区', '淮阴区', '清江浦区', '洪泽区', '涟水县', '盱眙县', '金湖县'],
    盐城市: ['亭湖区', '盐都区', '大丰区', '响水县', '滨海县', '阜宁县', '射阳县', '建湖县', '东台市'],
    扬州市: ['广陵区', '邗江区', '江都区', '宝应县', '仪征市', '高邮市'],
    镇江市: ['京口区', '润州区', '丹徒区', '丹阳市', '扬中市', '句容市'],
    泰州市: ['海陵区', '高港区', '姜堰区', '兴化市', '靖江市', '泰兴市'],
    宿迁市: ['宿城区', '宿豫区', '沭阳县', '泗阳县', '泗洪县'],
  },
};

/** Builds picker options from a name tree; `depth` 2 stops at cities. */
export function areaOptionsFrom(tree: Tree, depth: 2 | 3 = 3): AreaOption[] {
  return Object.entries(tree).map(([province, cities]) => ({
    label: province,
    value: province,
    children: Object.entries(cities).map(([city, counties]) => ({
      label: city,
      value: city,
      children: depth === 3 ? counties.map((county) => ({ label: county, value: county })) : undefined,
    })),
  }));
}

export const AREA_OPTIONS: AreaOption[] = areaOptionsFrom(TREE);
export const CITY_OPTIONS: AreaOption[] = areaOptionsFrom(TREE, 2);

/** The labels along a value path (['浙江省','杭州市','滨江区'] → same labels), stopping at unknown names. */
export function areaLabels(options: AreaOption[], value: readonly string[] | undefined): string[] {
  const labels: string[] = [];
  let level: AreaOption[] | undefined = options;
  for (const part of value ?? []) {
    const found: AreaOption | undefined = level?.find((o) => o.value === part);
    if (!found) break;
    labels.push(found.label);
    level = found.children;
  }
  return labels;
}
