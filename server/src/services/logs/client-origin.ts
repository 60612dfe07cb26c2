// Where a log row came from: 地点 of its address, browser and system of its User-Agent, worked out once when written.
import { locationOfIp } from '../../lib/ip-location.ts';
import { parseUserAgent } from '../../lib/user-agent.ts';

export function clientOf(ip: string | null | undefined, userAgent: string | undefined): { location: string; browser: string; os: string } {
  return { location: locationOfIp(ip), ...parseUserAgent(userAgent) };
}
