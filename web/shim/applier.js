// The frame applier: the modules put together around one state (state.js), and what the page and the
// tests call.

import { createState } from './state.js'
import { rollback } from './shadow.js'
import { read } from './check.js'
import { live, reachCopiesAround } from './templates.js'
import { watch } from './foreign.js'
import { apply } from './apply.js'
import { listener } from './events.js'

/**
 * Applies frames to the children of `container` and forwards events of the nodes it created.
 * `dispatch(id, eventNameID, event)` runs the handler and answers flags: 2 preventDefault, 4 stopPropagation,
 * 8 keep the target's value. `report(kind, message)` hears what went wrong without stopping the app (the
 * kinds of `Report.Kind`: 2 a refused value, 3 a foreign edit, 5 a failed call).
 */
export function createApplier(container, dispatch = () => 0, report = (kind, message) => console.error(message)) {
  const state = createState(container, dispatch, report)
  watch(state)
  return {
    apply: (frame, adopter) => apply(state, frame, adopter),

    /** Dispatches an event the page kept before the app started (adopt.js) as if it reached the container now. */
    replay: (event) => listener(state, event),

    /** Checks a frame as `apply` would, without applying it: throws `FrameError` if it is malformed. */
    check(frame) {
      read(state, frame)
      rollback(state)
    },

    node: (id) => live(state, id),

    /** The names of the events `node` forwards, in the order they were added. */
    listensFor(node) {
      reachCopiesAround(state, node)
      return (node[state.LISTENS] ?? []).map((name) => state.nameOf[name])
    },

    /**
     * What the applier holds, counted: the length of its table of nodes by id, and how many of those nodes
     * carry a list of events they forward. A page showing the same thing again holds as many again.
     */
    stats: () => ({ nodes: state.nodeTable.length, listening: state.nodeTable.filter((node) => node?.[state.LISTENS]).length }),
  }
}
