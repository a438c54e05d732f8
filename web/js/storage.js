// localStorage and sessionStorage, for the Swift library Browser (`Storage`). A page whose app keeps
// text there names this module in data-js. `area` is "local" or "session".

const open = (area) => (area === 'session' ? sessionStorage : localStorage)

/** The text under `key`, or null. */
export function vdomStorageGet(area, key) {
  return open(area).getItem(key)
}

/** Stores `value` under `key`, or removes the key when `value` is null. */
export function vdomStorageSet(area, key, value) {
  if (value === null) open(area).removeItem(key)
  else open(area).setItem(key, value)
}

/** Sends [key, oldValue, newValue] for each change another tab makes to the area, until aborted. */
export function vdomStorageWatch(area, { send, signal }) {
  const storage = open(area)
  addEventListener('storage', (event) => {
    if (event.storageArea === storage) send([event.key, event.oldValue, event.newValue])
  }, { signal })
}
