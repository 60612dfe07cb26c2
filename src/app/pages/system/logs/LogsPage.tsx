// 系统日志 (system/log/index): placeholder until the page is built.
export { default } from '../../UnderConstructionPage.tsx';
