// The app's shell layout is its own chunk (the sign-in flow does not draw it); one import shared by
// the route that renders it and the preload that fetches it ahead of time.
let shellLayout: Promise<typeof import('../layout/shell-layout')> | undefined;

export function loadShellLayout(): Promise<typeof import('../layout/shell-layout')> {
  shellLayout ??= import('../layout/shell-layout').catch((error: unknown) => {
    shellLayout = undefined; // a failed fetch is asked again on the next render
    throw error;
  });
  return shellLayout;
}
