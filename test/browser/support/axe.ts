import axe from 'axe-core';
import { settled } from './dom.ts';

/** Runs axe-core on a shadow root's content, once nothing moves, and answers the violations as readable lines. */
export async function accessibilityViolations(host: Element): Promise<string[]> {
  await settled();
  const result = await axe.run(host, { resultTypes: ['violations'], rules: { region: { enabled: false } } });
  // Each node named with what axe found there, so a failure says where to look.
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.map((n) => `[${n.target.join(' ')}: ${n.failureSummary ?? ''} | ${n.html.slice(0, 160)}]`).join(' ')}`);
}
