// The fictional city 云澜市: its hotline centre, handling departments and administrative areas.
import type { Insertable } from 'kysely';
import type { SysAreaTable, SysDeptTable } from '../db/schema.ts';

type Dept = Insertable<SysDeptTable>;

/** Department ids used by other seeds. */
export const DEPT = {
  city: 1,
  centre: 2,
  intake: 21,
  dispatch: 22,
  callback: 23,
  quality: 24,
  housing: 101,
  propertyUnit: 10101,
} as const;

const mainDepartments: Array<[number, string, string, string[]]> = [
  [101, '云澜市住房和城乡建设局', '0871-6610101', ['物业监管科', '建筑市场监管科', '市政设施管理处']],
  [102, '云澜市市场监督管理局', '0871-6610102', ['消费者权益保护科', '食品安全监管科', '价格监督检查科']],
  [103, '云澜市生态环境局', '0871-6610103', ['大气环境管理科', '生态环境执法支队']],
  [104, '云澜市人力资源和社会保障局', '0871-6610104', ['劳动保障监察支队', '社会保险服务中心', '就业服务中心', '人事考试中心']],
  [105, '云澜市交通运输局', '0871-6610105', ['道路运输管理科', '出租汽车管理处']],
  [106, '云澜市城市管理综合执法局', '0871-6610106', ['市容环境卫生管理处', '城管执法支队', '燃气热力管理处']],
  [107, '青川区人民政府', '0871-6620107', ['青川区城关街道办事处', '青川区东湖街道办事处', '青川区城市管理局']],
  [108, '临江区人民政府', '0871-6630108', ['临江区滨江街道办事处', '临江区江北街道办事处']],
];

export function departments(): Dept[] {
  const rows: Dept[] = [
    { id: DEPT.city, pid: 0, name: '云澜市', level: 0, kind: 'root', sort: 0, leader: null, phone: null, address: '云澜市青川区政务大道1号' },
    { id: DEPT.centre, pid: DEPT.city, name: '云澜市12345政务服务便民热线中心', level: 1, kind: 'centre', sort: 0, leader: '何志远', phone: '0871-12345', address: '云澜市青川区政务大道1号B座' },
    { id: DEPT.intake, pid: DEPT.centre, name: '话务受理科', level: 2, kind: 'section', sort: 1, leader: '王晓敏', phone: '0871-6612301', address: null },
    { id: DEPT.dispatch, pid: DEPT.centre, name: '工单派遣科', level: 2, kind: 'section', sort: 2, leader: '赵子涵', phone: '0871-6612302', address: null },
    { id: DEPT.callback, pid: DEPT.centre, name: '回访督办科', level: 2, kind: 'section', sort: 3, leader: '吴海燕', phone: '0871-6612303', address: null },
    { id: DEPT.quality, pid: DEPT.centre, name: '质量监督科', level: 2, kind: 'section', sort: 4, leader: '周明', phone: '0871-6612304', address: null },
  ];
  mainDepartments.forEach(([id, name, phone, units], i) => {
    rows.push({ id, pid: DEPT.city, name, level: 1, kind: 'main', sort: i + 1, leader: null, phone, address: null });
    units.forEach((unit, j) => {
      rows.push({ id: id * 100 + j + 1, pid: id, name: unit, level: 2, kind: 'sub', sort: j + 1, leader: null, phone: `${phone}-${j + 1}`, address: null });
    });
  });
  return rows;
}

type Area = Insertable<SysAreaTable>;

// [id, name, children]; area_type follows depth: 1 市, 2 区县, 3 街道/乡镇, 4 社区/村.
type AreaSpec = [number, string, AreaSpec[]?, hidden?: boolean];

const areaTree: AreaSpec = [1, '云澜市', [
  [11, '青川区', [
    [1101, '城关街道', [[110101, '北门社区'], [110102, '南门社区'], [110103, '文庙社区']]],
    [1102, '东湖街道', [[110201, '湖畔社区'], [110202, '东湖村']]],
  ]],
  [12, '临江区', [
    [1201, '滨江街道', [[120101, '望江社区'], [120102, '码头社区']]],
    [1202, '江北街道', [[120201, '江北社区']]],
  ]],
  [13, '云峰区', [[1301, '云峰镇'], [1302, '石林乡']]],
  [14, '南湖县', [[1401, '南湖镇'], [1402, '渔村乡']]],
  [15, '白石县', [[1501, '白石镇'], [1502, '松坡乡']]],
  [16, '云澜高新技术产业开发区', [[1601, '创新路街道']]],
  [17, '原老城区（已撤并）', [], true],
]];

// A city has thousands of communities: each street and township gets generated ones after its named ones, so the
// area screen must load level by level. Names combine two syllable lists (unique within a street).
const COMMUNITY_FIRST = ['和平', '幸福', '光明', '新华', '建设', '团结', '朝阳', '春晖', '安居', '锦绣', '翠湖', '金桥', '玉泉', '兴隆', '长青', '康宁', '丰收', '瑞景', '紫云', '明珠'];
const COMMUNITY_SECOND = ['东', '西', '南', '北', '中', '新', '一', '二', '三', '四'];
const COMMUNITIES_PER_STREET = 200;

export function areas(): Area[] {
  const rows: Area[] = [];
  const walk = ([id, name, children, hidden]: AreaSpec, pid: number, depth: number, sort: number): void => {
    rows.push({ id, pid, name, code: `99${String(id).padEnd(6, '0')}`, area_type: String(depth), is_show: hidden ? '1' : '0', sort });
    (children ?? []).forEach((child, i) => walk(child, id, depth + 1, i + 1));
    if (depth === 3) {
      const named = children?.length ?? 0;
      for (let n = 1; n <= COMMUNITIES_PER_STREET; n++) {
        const first = COMMUNITY_FIRST[(n - 1) % COMMUNITY_FIRST.length]!;
        const second = COMMUNITY_SECOND[Math.floor((n - 1) / COMMUNITY_FIRST.length) % COMMUNITY_SECOND.length]!;
        const childId = id * 1000 + n;
        rows.push({ id: childId, pid: id, name: `${first}${second}社区`, code: `99${childId}`, area_type: '4', is_show: '0', sort: named + n });
      }
    }
  };
  walk(areaTree, 0, 1, 1);
  return rows;
}
