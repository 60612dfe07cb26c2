// 定时任务 (system/schedule/index): placeholder until the page is built.
export { default } from '../../UnderConstructionPage.tsx';
