// 话务指标 (callcenter/trafficIndex/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
