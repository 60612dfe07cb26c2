// 技能组 (roster/skills/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
