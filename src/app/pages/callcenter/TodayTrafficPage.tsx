// 今日话务 (callcenter/telMonitor/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
