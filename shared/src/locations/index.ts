export * from './locations';
