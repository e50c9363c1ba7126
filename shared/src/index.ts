// The front end's only entry to @conexoes/shared. Nothing here runs at import time.
export * from './api';
export * from './stores';
export * from './toast';
export * from './i18n';
export * from './locations';
export * from './workspaces';
export * from './session';
export * from './contract';
