// jsdom whose URL a test may move, so relative API calls (`/manager/api/v1/...`) reach a real
// local node:http server on its random port as same-origin requests, as they do in production.
const { TestEnvironment } = require('jest-environment-jsdom');

class MovableJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const dom = this.dom;
    this.global.__setJsdomUrl = (url) => {
      dom.reconfigure({ url });
      // XHR reads the origin jsdom fixed at window creation; reconfigure() only moves the document.
      dom.window._origin = new URL(url).origin;
    };
  }
}

module.exports = MovableJsdomEnvironment;
