// 区域管理 (system/area/index): placeholder until the page is built.
export { default } from '../../UnderConstructionPage.tsx';
