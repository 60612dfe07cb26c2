// 话单记录 (data/payroll/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
