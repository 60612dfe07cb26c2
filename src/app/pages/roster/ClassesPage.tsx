// 班组管理 (roster/banci/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
