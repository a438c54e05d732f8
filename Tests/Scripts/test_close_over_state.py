"""scripts/close-over-state.cjs: the applier's state as variables of one closure in the page's copy of the
shim, and the uses of `state` it refuses."""

import os
import shutil
import subprocess
import tempfile
import textwrap
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SCRIPT = os.path.join(ROOT, "scripts", "close-over-state.cjs")
ENVIRONMENT = dict(os.environ, NODE_PATH=os.environ.get("NODE_PATH", "/usr/share/nodejs"))

# A shim in small: the state made once, functions that take it, and the applier that makes it.
SHIM = """\
const LIMIT = 3
const NAME = 'vdom'
let made = 0

function createState(container, report) {
  const state = {
    container,
    report,
    nodes: [container],
    stamp: 0,
  }
  state.nodes.push(null)
  return state
}

function bump(state) {
  if (state.stamp < LIMIT) state.stamp++
  else state.report(state.container)
}

function count({ nodes }) {
  return nodes.length
}

function stale(state) {
  const { stamp, nodes: table } = state
  bump(state)
  return stamp + table.length
}

const label = () => `${NAME} ${made}`

function createApplier(container, report) {
  const state = createState(container, report)
  made++
  return { count: () => count(state), stale: () => stale(state) }
}

export { createApplier, label }
"""

CLOSED = """\
const NAME = 'vdom'
let made = 0

const label = () => `${NAME} ${made}`

function createApplier(container, report) {
  let state$nodes = [container]
  let state$stamp = 0

  const LIMIT = 3

  function bump() {
    if (state$stamp < LIMIT) state$stamp++
    else report(container)
  }

  function count() {
    return state$nodes.length
  }

  function stale() {
    const stamp = state$stamp
    bump()
    return stamp + state$nodes.length
  }

  state$nodes.push(null)

  made++
  return { count: () => count(), stale: () => stale() }
}

export { createApplier, label }
"""



def close(source):
    with tempfile.TemporaryDirectory() as scratch:
        given, closed = os.path.join(scratch, "given.js"), os.path.join(scratch, "closed.js")
        with open(given, "w", encoding="utf-8") as file:
            file.write(source)
        result = subprocess.run(["node", SCRIPT, given, closed], env=ENVIRONMENT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            return None, result.stderr.replace(given, "given.js")
        with open(closed, encoding="utf-8") as file:
            return file.read(), result.stderr


@unittest.skipUnless(shutil.which("node") and subprocess.run(
    ["node", "-e", "require('acorn')"], env=ENVIRONMENT, stderr=subprocess.DEVNULL).returncode == 0,
    "node with acorn (Debian node-acorn) is not installed")
class CloseOverStateTests(unittest.TestCase):
    def test_fields_become_variables_and_functions_move_inside_the_applier(self):
        """Each field is a `let`, or the applier's parameter it holds when nothing assigns it (`container`,
        `report`); a constant that holds a field is the field where nothing assigns it meanwhile (`count`,
        `table`), and stays a constant where a call it makes assigns it (`stamp`). A constant only the
        applier uses moves in with it (`LIMIT`); one used outside (`NAME`) and a `let` stay."""
        self.assertEqual(close(SHIM), (CLOSED, ""))

    def test_the_closed_applier_behaves_as_the_modules_do(self):
        closed, _ = close(SHIM)
        script = (closed.replace("export { createApplier, label }\n", "") + "const a = createApplier('root', (x) => console.log('report', x))\n"
                  "console.log(a.count(), a.stale(), a.stale(), a.stale(), a.stale(), label())")
        result = subprocess.run(["node", "-e", script], stdout=subprocess.PIPE, text=True, check=True)
        self.assertEqual(result.stdout, "report root\n2 2 3 4 5 vdom 1\n")

    def refused(self, old, new, message):
        self.assertIn(old, SHIM)
        self.assertEqual(close(SHIM.replace(old, new)), (None, f"given.js: {message}\n"))

    def test_the_state_as_a_value_is_refused(self):
        self.refused("  bump(state)\n", "  keep.push(state)\n",
                     "line 27: the state is passed to something other than a top-level function of the shim")
        self.refused("  return nodes.length\n", "  return nodes.length + [state].length\n",
                     "line 22: `state` is used other than as `state.field`, a first argument or a first parameter")

    def test_a_field_read_by_a_computed_name_or_not_made_is_refused(self):
        self.refused("state.stamp++\n", "state['stamp']++\n", "line 17: the state is read with a computed name")
        self.refused("state.stamp++\n", "state.stampp++\n", "line 17: state.stampp is not a field createState makes")

    def test_a_function_that_moves_may_not_be_used_outside_the_applier(self):
        self.refused("function createApplier(", "const counter = count\n\nfunction createApplier(",
                     "line 33: count takes the state and moves inside createApplier, but is used outside it")

    def test_the_applier_passes_its_own_parameters(self):
        self.refused("createState(container, report)\n  made",
                     "createState(report, container)\n  made",
                     "line 34: createApplier passes createState its own parameters, by the same names")
