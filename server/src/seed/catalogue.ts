// 派单目录 seed: every seeded event type has its lead department on the duty text of the department's 三定 rules (the
// fictional 云澜市's), a few narrowed by keywords (电梯 to 市场监管, 渣土 to 城管) or by district, some with assisting
// departments, and one superseded entry kept with its end date.
import type { Insertable, Kysely } from 'kysely';
import type { Database, DispatchCatalogueTable } from '../db/schema.ts';
import { leafTypes } from './workorders.ts';

const RULES = (dept: string) => `《云澜市${dept}职能配置、内设机构和人员编制规定》`;
const HOUSING = RULES('住房和城乡建设局');
const MARKET = RULES('市场监督管理局');
const ECOLOGY = RULES('生态环境局');
const LABOUR = RULES('人力资源和社会保障局');
const TRANSPORT = RULES('交通运输局');
const URBAN = RULES('城市管理综合执法局');
const SINCE = '2025-01-01';

type Entry = Omit<Insertable<DispatchCatalogueTable>, 'created_by' | 'status'> & { status?: number };

/** Districts' own matters go to the district governments (area ids 11 青川区, 12 临江区). */
export const CATALOGUE: Entry[] = [
  { event_type_id: 101, lead_dept_id: 101, basis: `${HOUSING}：负责全市物业管理活动的监督管理，指导业主大会、业主委员会的成立和运作`, effective_from: SINCE },
  { event_type_id: 101, keywords: '电梯,扶梯,困人', lead_dept_id: 102, assist_dept_ids: [101], time_limit: 3,
    basis: `${MARKET}：负责特种设备安全监督管理，监督检查电梯等特种设备的维护保养和安全使用`, effective_from: SINCE },
  { event_type_id: 101, region_id: 11, keywords: '老旧小区,改造', lead_dept_id: 107, assist_dept_ids: [101],
    basis: '《云澜市老旧小区改造工作实施方案》：各区人民政府是本辖区老旧小区改造的责任主体，负责组织实施', effective_from: SINCE },
  { event_type_id: 102, lead_dept_id: 101, basis: `${HOUSING}：负责全市房屋建筑和市政基础设施工程施工安全、文明施工的监督管理`, effective_from: SINCE },
  { event_type_id: 102, keywords: '渣土,遗撒,渣土车', lead_dept_id: 106, assist_dept_ids: [101, 105],
    basis: `${URBAN}：负责建筑垃圾（渣土）运输、处置的监督管理，查处渣土车辆遗撒、乱倒行为`, effective_from: SINCE },
  { event_type_id: 103, lead_dept_id: 101, basis: `${HOUSING}：负责全市房屋质量安全的监督管理，督促建设单位履行保修责任`, effective_from: SINCE },
  { event_type_id: 104, lead_dept_id: 101, assist_dept_ids: [10103],
    basis: `${HOUSING}：负责城市供水、排水和污水处理的行业监督管理，督促供水企业保障供水水质、水压和停水告知`, effective_from: SINCE },
  { event_type_id: 201, lead_dept_id: 102, basis: `${MARKET}：负责全市消费者权益保护工作，受理消费者投诉、举报并依法处理`, effective_from: SINCE },
  { event_type_id: 202, lead_dept_id: 102, time_limit: 5, basis: `${MARKET}：负责食品生产经营、餐饮服务环节食品安全的监督管理`, effective_from: SINCE },
  { event_type_id: 203, lead_dept_id: 102, basis: `${MARKET}：负责价格监督检查，依法查处价格违法行为和乱收费行为`, effective_from: SINCE },
  { event_type_id: 301, lead_dept_id: 103, basis: `${ECOLOGY}：负责大气污染防治的统一监督管理，查处企业超标排放废气行为`, effective_from: SINCE },
  { event_type_id: 302, lead_dept_id: 103, basis: `${ECOLOGY}：负责工业噪声、建筑施工噪声污染防治的监督管理`, effective_from: SINCE },
  { event_type_id: 302, keywords: '烧烤,餐饮,商铺,广场舞', lead_dept_id: 106, assist_dept_ids: [103],
    basis: `${URBAN}：负责查处城市道路、广场及商业经营活动中产生的社会生活噪声扰民行为`, effective_from: SINCE },
  { event_type_id: 401, lead_dept_id: 104, time_limit: 5,
    basis: `《保障农民工工资支付条例》第十条；${LABOUR}：负责劳动保障监察，依法查处拖欠、克扣劳动者工资行为`, effective_from: SINCE },
  { event_type_id: 402, lead_dept_id: 104, basis: `${LABOUR}：负责全市养老、失业、工伤等社会保险的经办和政策咨询`, effective_from: SINCE },
  { event_type_id: 501, lead_dept_id: 105, basis: `${TRANSPORT}（2019 年版）：负责出租汽车行业管理`, effective_from: '2020-01-01', effective_to: '2024-12-31' },
  { event_type_id: 501, lead_dept_id: 105, basis: `${TRANSPORT}：负责巡游出租汽车和网络预约出租汽车的行业管理，查处拒载、绕路、乱收费行为`, effective_from: SINCE },
  { event_type_id: 502, lead_dept_id: 105, basis: `${TRANSPORT}：负责城市公共交通的规划、线路和站点设置及运营服务监督`, effective_from: SINCE },
  { event_type_id: 601, lead_dept_id: 106, basis: `${URBAN}：负责全市市容环境卫生管理，监督生活垃圾清扫、收集、运输`, effective_from: SINCE },
  { event_type_id: 601, region_id: 11, lead_dept_id: 107, assist_dept_ids: [10703],
    basis: '《云澜市城市管理重心下移实施意见》：青川区辖区内市容环卫事项由青川区人民政府（区城市管理局）负责', effective_from: SINCE },
  { event_type_id: 602, lead_dept_id: 106, basis: `${URBAN}：负责城镇燃气、集中供热行业的监督管理`, effective_from: SINCE },
  { event_type_id: 602, keywords: '燃气泄漏,煤气味,漏气', lead_dept_id: 106, assist_dept_ids: [101], time_limit: 1,
    basis: `${URBAN}：负责燃气安全的监督管理；《云澜市燃气管理条例》：燃气泄漏等安全隐患应立即处置`, effective_from: SINCE },
  { event_type_id: 603, lead_dept_id: 106, time_limit: 5, basis: `${URBAN}：负责城市道路照明设施的建设维护和监督管理`, effective_from: SINCE },
  { event_type_id: 604, lead_dept_id: 106, basis: `${URBAN}：负责城市园林绿化的管理养护，处置倒伏树木、修剪行道树，查处毁绿行为`, effective_from: SINCE },
  { event_type_id: 605, lead_dept_id: 106, basis: '《云澜市养犬管理条例》第五条：城市管理综合执法部门负责查处违规养犬、收容流浪犬只', effective_from: SINCE },
  { event_type_id: 606, lead_dept_id: 106, assist_dept_ids: [105],
    basis: `${URBAN}：负责查处占用人行道、盲道、消防通道等公共场所违法停放车辆的行为`, effective_from: SINCE },
  { event_type_id: 701, region_id: 11, lead_dept_id: 107, basis: '《云澜市人民政府关于明确市、区两级政府事权划分的通知》：区县事务由所在区人民政府负责办理', effective_from: SINCE },
  { event_type_id: 702, region_id: 12, lead_dept_id: 108, basis: '《云澜市人民政府关于明确市、区两级政府事权划分的通知》：区县事务由所在区人民政府负责办理', effective_from: SINCE },
];

/**
 * The lead department a dispatcher following the seeded catalogue picks (the seed's stand-in for catalogue-match.ts,
 * which needs a database): the most specific effective entry whose district and keywords hold; null when none does.
 */
export function catalogueLead(eventTypeId: number, districtId: number, content: string): number | null {
  const applying = CATALOGUE.filter((e) => e.event_type_id === eventTypeId && !e.effective_to
    && (e.region_id == null || e.region_id === districtId)
    && (!e.keywords || e.keywords.split(',').some((k) => content.includes(k))));
  const rank = (e: Entry) => (e.keywords ? 2 : 0) + (e.region_id != null ? 1 : 0);
  return applying.sort((a, b) => rank(b) - rank(a))[0]?.lead_dept_id ?? null;
}

export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  const covered = new Set(CATALOGUE.map((e) => e.event_type_id));
  const missing = leafTypes.filter(([id]) => !covered.has(id));
  if (missing.length) throw new Error(`派单目录 seed misses event types ${missing.map(([id]) => id).join(', ')}`);
  await db.insertInto('dispatch_catalogue').values(CATALOGUE.map((e) => ({ status: 1, ...e, created_by: '系统初始化' }))).execute();
}
