export * from './toast.constants';
export * from './notify';
