export * from './session.actions';
export * from './return-path';
