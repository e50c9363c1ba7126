// Set by index.html's inline script: /remotes.json requested with the page (remote-loader.ts).
interface Window {
  __remotesConfigResponse?: Promise<Response | undefined>;
}
