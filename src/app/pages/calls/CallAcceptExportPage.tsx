// 来电受理导出 (data/callAccept/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
