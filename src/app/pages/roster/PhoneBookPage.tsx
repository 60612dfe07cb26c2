// 常用号码 (address-book/phone/index): placeholder until the page is built.
export { default } from '../UnderConstructionPage.tsx';
