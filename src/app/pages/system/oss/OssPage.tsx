// 云存储 (system/oss/index): placeholder until the page is built.
export { default } from '../../UnderConstructionPage.tsx';
