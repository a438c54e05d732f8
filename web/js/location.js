// The page's URL, for the Swift library Browser (`Location`). A page whose app reads or writes its URL
// names this module in data-js.

// [path, query without "?", decoded hash without "#", [name, value, …] of the query's decoded items]
function read() {
  let hash = location.hash.slice(1)
  try {
    hash = decodeURIComponent(hash)
  } catch {
    // A malformed escape stays as written.
  }
  return [location.pathname, location.search.slice(1), hash, [...new URLSearchParams(location.search)].flat()]
}

export const vdomLocationRead = read

/** Sends the location after each change the user makes (back, forward, a link to a fragment). */
export function vdomLocationWatch({ send, signal }) {
  addEventListener('popstate', () => send(read()), { signal })
  addEventListener('hashchange', () => send(read()), { signal })
}

/** Goes to `url`: a new entry ("push"), the current one ("replace"), or a fragment ("hash"). */
export function vdomLocationGo(how, url) {
  if (how === 'push') history.pushState(null, '', url)
  else if (how === 'replace') history.replaceState(null, '', url)
  else location.hash = url
  return read()
}
