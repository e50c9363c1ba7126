export * from './session.actions';
