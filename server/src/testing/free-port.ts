// A port free on loopback now (closed again at once, for a server or PostgreSQL to take): the one
// helper every test harness and provider-starting test uses.
import { createServer } from "node:net";

export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
