import axe from 'axe-core';

/** Runs axe-core on a shadow root's content and answers the violations as readable lines. */
export async function accessibilityViolations(host: Element): Promise<string[]> {
  const result = await axe.run(host, { resultTypes: ['violations'], rules: { region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}
