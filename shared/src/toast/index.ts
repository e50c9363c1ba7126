export * from './toast.constants';
