export * from './settings.store';
export * from './auth.store';
export * from './loader.store';
export * from './page-heading.store';
export * from './root.store';
export { can, emptyPermission } from './permission';
export {
  ACCESS_TOKEN_STORAGE_KEY,
  readSessionClaims,
  type AuthStage,
  type SessionClaims,
} from './session-token';
export { useCan, useOnlyBasicInfo } from './permission.hooks';
export * from './notifications.store';
export { useGuideHidden } from './guide.hooks';
export { personKeyOf } from './person-key';
