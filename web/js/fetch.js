// The browser's fetch, for the Swift library Browser (`fetch(_:completion:)`). A page whose app fetches
// names this module in data-js.

/**
 * Sends a request and answers [status, statusText, url, [name, value, …], body bytes] once the whole
 * body has arrived. A request that gets no response rejects with the browser's error; an abort rejects
 * too, but Swift, which aborted it, no longer listens.
 */
export async function vdomFetch(url, method, headers, body, { signal }) {
  const pairs = []
  for (let index = 0; index < headers.length; index += 2) pairs.push([headers[index], headers[index + 1]])
  const response = await fetch(url, { method, headers: pairs, body, signal })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return [response.status, response.statusText, response.url, [...response.headers].flat(), bytes]
}
