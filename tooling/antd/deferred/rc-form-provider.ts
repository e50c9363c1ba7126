// antd's form/context imports FormProvider from @rc-component/form's index, which brings the whole
// of rc-form and async-validator (≈ 21 KB gzip) into the core that Input needs. FormProvider lives in
// its own small module: the same file the lazy Form chunk reaches, so one React context.
// See tooling/antd/antd-deferrals.mjs.
export { FormProvider } from '@rc-component/form/es/FormContext';
