// Where a phone number belongs: the carrier by its mobile prefix, the city by its number segment or area code.
import { DIALLED_LANDLINE_PATTERN, MOBILE_PATTERN } from '../../../src/shared/protocol/phone.ts';

/** Mainland carriers by the first three digits of a mobile number. */
const CARRIERS: Array<[string, string[]]> = [
  ['移动', ['134', '135', '136', '137', '138', '139', '147', '150', '151', '152', '157', '158', '159', '172', '178', '182', '183', '184', '187', '188', '195', '197', '198']],
  ['联通', ['130', '131', '132', '145', '155', '156', '166', '167', '171', '175', '176', '185', '186', '196']],
  ['电信', ['133', '149', '153', '173', '174', '177', '180', '181', '189', '190', '191', '193', '199']],
];

/** The demo province's number segments (first seven digits) and their cities; anything else is another province. */
const SEGMENTS: Array<[prefix: string, place: string]> = [
  ['1380000', '云南 云澜市'], ['1380001', '云南 云澜市'], ['1390871', '云南 云澜市'], ['1500871', '云南 云澜市'],
  ['1860871', '云南 云澜市'], ['1890871', '云南 云澜市'], ['1380002', '云南 青川区'], ['1300002', '云南 临江区'],
];

/** Landline area codes of the demo province. */
const AREA_CODES: Array<[code: string, place: string]> = [['0871', '云南 云澜市'], ['0872', '云南 青川区'], ['0873', '云南 临江区']];

/** '云南 云澜市 移动', '外省 联通', '云南 云澜市 固话', or null when the number is neither a mobile nor a landline. */
export function belongingPlace(phone: string): string | null {
  const number = phone.trim().replace(/^\+?86/, '');
  if (MOBILE_PATTERN.test(number)) {
    const carrier = CARRIERS.find(([, prefixes]) => prefixes.includes(number.slice(0, 3)))?.[0] ?? '未知运营商';
    const place = SEGMENTS.find(([prefix]) => number.startsWith(prefix))?.[1] ?? '外省';
    return `${place} ${carrier}`;
  }
  if (DIALLED_LANDLINE_PATTERN.test(number)) {
    const place = AREA_CODES.find(([code]) => number.startsWith(code))?.[1] ?? '外省';
    return `${place} 固话`;
  }
  // Short service numbers (12345, 95598) and extensions have no place.
  if (/^\d{3,8}$/.test(number)) return '本地 短号';
  return null;
}
