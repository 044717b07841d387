/** A `POST` of `body` (JSON text, sent as it is: repeated or forbidden keys stay) to `url`, as a client sends it. */
export function jsonPost(body: string, url = "http://localhost/api/simulate"): Request {
  return new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body });
}
