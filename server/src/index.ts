// The provider as other packages use it: start it (the README's start command does) or start a test
// instance of it (tests/ drives it over HTTP).

export { loadConfig, type ServerConfig } from "./config.ts";
export { type RunningServer, type StartOptions, startServer } from "./server.ts";
export {
  capturingMailer,
  recordingCaptchaText,
  startTestServer,
  type TestClient,
  type TestClock,
  type TestServer,
  testClock,
} from "./testing/test-server.ts";
