// `@conexoes/shared/testing`: test helpers every app's tests use (never imported by app code).
export { renderRemoteAt } from './render-remote';
export { currentLocation, renderAt, signInAs, signInWith } from './render-with-app';
export { chooseOption } from './select';
export { giveEnterItsKeyCode } from './keyboard';
export { nextFrames } from './frames';
export { watchDownloads } from './downloads';
export { odsGoal } from './ods';
export {
  json,
  parseUrl,
  problem422,
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from './http';
