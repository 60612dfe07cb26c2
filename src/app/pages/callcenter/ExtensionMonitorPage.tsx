// 分机监控 (callcenter/extensionMonitor/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
