import { afterEach, describe, expect, it, vi } from "vitest";
import { KILL_SWITCH_SCRIPT, serviceWorkerOff } from "@/lib/offline/kill-switch";
import { serviceWorkerScript } from "@/app/sw.js/service-worker-script";
import { CACHE_PREFIX } from "@/lib/offline/shell";

describe("the service worker's kill switch", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is on only with SERVICE_WORKER_OFF=1", () => {
    expect(serviceWorkerOff({ SERVICE_WORKER_OFF: "1" })).toBe(true);
    expect(serviceWorkerOff({ SERVICE_WORKER_OFF: "0" })).toBe(false);
    expect(serviceWorkerOff({})).toBe(false);
  });

  it("serves a worker that takes over, deletes the app's caches, unregisters and reloads the pages", () => {
    vi.stubEnv("SERVICE_WORKER_OFF", "1");
    const script = serviceWorkerScript();
    expect(script).toBe(KILL_SWITCH_SCRIPT);
    expect(script).toContain("self.skipWaiting()");
    expect(script).toContain(`name.startsWith(${JSON.stringify(CACHE_PREFIX)})`);
    expect(script).toContain("self.registration.unregister()");
    expect(script).toContain("client.navigate(client.url)");
    // It is valid JavaScript.
    expect(() => new Function(script)).not.toThrow();
  });
});
