// 字典管理 (system/dict/index): placeholder until the page is built.
export { default } from '../../UnderConstructionPage.tsx';
