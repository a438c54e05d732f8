"""`make bench-check`: both benchmark pages render what the js-framework-benchmark checks, and keep rows keyed.

For each page, in headless Chromium with real mouse clicks: the skeleton and the six buttons, the row markup
the benchmark's checker walks, ids that never reset, labels from the benchmark's lists, one selected row,
and node identity: swap moves the two rows' nodes without creating any, `#run` replaces every row node,
removing a row detaches exactly that node, `#update` rewrites labels in place; and no violation of the
server's Content-Security-Policy on the way. Exits 1 on any failure.
"""

import json
import sys
import time

import cdp
import operations
import server

BUTTONS = [("run", "Create 1,000 rows"), ("runlots", "Create 10,000 rows"), ("add", "Append 1,000 rows"),
           ("update", "Update every 10th row"), ("clear", "Clear"), ("swaprows", "Swap Rows")]
ADJECTIVES = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
              "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important",
              "inexpensive", "cheap", "expensive", "fancy"]
COLOURS = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "white", "black", "orange"]
NOUNS = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse",
         "keyboard"]

# Runs before the page's own scripts: keeps every Content-Security-Policy violation the page meets.
VIOLATIONS = """
window.cspViolations = [];
addEventListener('securitypolicyviolation',
  (e) => window.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`), true);
"""

# In-page helpers: a summary of row N as the benchmark's checker sees it, marks on row nodes to follow their
# identity, and a count of the row nodes added to and removed from the body.
HELPERS = """
window.bench = {
  row(n) {
    const tr = document.querySelector(`tbody>tr:nth-of-type(${n})`);
    if (!tr) return null;
    const walk = [];
    for (const e of tr.querySelectorAll('*')) {
      walk.push({tag: e.localName, cls: e.getAttribute('class') || '', aria: e.getAttribute('aria-hidden')});
    }
    return {cls: tr.getAttribute('class') || '', id: tr.cells[0].textContent, label: tr.cells[1].textContent, walk};
  },
  rows() { return document.querySelectorAll('tbody>tr').length; },
  ids() { return Array.from(document.querySelectorAll('tbody>tr'), tr => tr.cells[0].textContent); },
  labels() { return Array.from(document.querySelectorAll('tbody>tr'), tr => tr.cells[1].textContent); },
  mark() {
    let n = 0;
    for (const tr of document.querySelectorAll('tbody>tr')) tr.benchMark = ++n;
    this.added = this.removed = this.addedUnmarked = 0;
    this.observer?.disconnect();
    this.observer = new MutationObserver(records => this.count(records));
    this.observer.observe(document.getElementById('tbody'), {childList: true});
  },
  count(records) {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.localName !== 'tr') continue;
        this.added++;
        if (node.benchMark === undefined) this.addedUnmarked++;
      }
      for (const node of record.removedNodes) if (node.localName === 'tr') this.removed++;
    }
  },
  changes() {
    this.count(this.observer.takeRecords());
    return {added: this.added, removed: this.removed, addedUnmarked: this.addedUnmarked};
  },
  marks() { return Array.from(document.querySelectorAll('tbody>tr'), tr => tr.benchMark ?? 0); },
};
"""

SKELETON = """(() => {
  const main = document.querySelector('body > div#main');
  const jumbotron = document.querySelector('#main > div.container > div.jumbotron > div.row');
  const buttons = Array.from(document.querySelectorAll(
    '#main > div.container > div.jumbotron > div.row > div.col-md-6 > div.row > div.col-sm-6.smallpad > button'),
    b => [b.id, b.textContent, b.getAttribute('type'), b.className]);
  const table = document.querySelector('#main > div.container > table.table.table-hover.table-striped.test-data > tbody#tbody');
  const h1 = document.querySelector('#main > div.container > div.jumbotron > div.row > div.col-md-6 > h1');
  const icon = document.querySelector('span.preloadicon.glyphicon.glyphicon-remove[aria-hidden="true"]');
  return {main: !!main, jumbotron: !!jumbotron, buttons, table: !!table, h1: !!h1, icon: !!icon};
})()"""


class Checker:
    def __init__(self, name):
        self.name = name
        self.failures = []
        self.passed = 0

    def expect(self, condition, what):
        if condition:
            self.passed += 1
        else:
            self.failures.append(what)
            print(f"  FAIL {self.name}: {what}", flush=True)


def check_row_markup(check, tab, n, where):
    row = tab.evaluate(f"bench.row({n})")
    if row is None:
        check.expect(False, f"{where}: row {n} exists")
        return None
    walk = row["walk"]
    tags = [e["tag"] for e in walk]
    check.expect(tags == ["td", "td", "a", "td", "a", "span", "td"],
                 f"{where}: row {n} is td, td>a, td>a>span, td (got {tags})")
    if len(walk) == 7:
        classes = [walk[0]["cls"].split(), walk[1]["cls"].split(), walk[3]["cls"].split(), walk[5]["cls"].split(),
                   walk[6]["cls"].split()]
        wanted = [["col-md-1"], ["col-md-4"], ["col-md-1"], ["glyphicon", "glyphicon-remove"], ["col-md-6"]]
        check.expect(all(set(w) <= set(c) for w, c in zip(wanted, classes)),
                     f"{where}: row {n} cell classes (got {classes})")
        check.expect(walk[5]["aria"] == "true", f"{where}: row {n} remove icon has aria-hidden=\"true\"")
    return row


def valid_label(label):
    words = label.split(" ")
    return len(words) >= 3 and words[0] in ADJECTIVES and words[1] in COLOURS and words[2] in NOUNS \
        and all(w == "!!!" for w in words[3:])


def check_page(tab, check):
    tab.evaluate(HELPERS)
    skeleton = tab.evaluate(SKELETON)
    for part in ("main", "jumbotron", "h1", "table", "icon"):
        check.expect(skeleton[part], f"skeleton: {part} in the benchmark's structure")
    check.expect([b[:2] for b in skeleton["buttons"]] == [list(b) for b in BUTTONS],
                 f"skeleton: buttons and their texts (got {[b[:2] for b in skeleton['buttons']]})")
    check.expect(all(b[2] == "button" and {"btn", "btn-primary", "btn-block"} <= set(b[3].split())
                     for b in skeleton["buttons"]), "skeleton: buttons are type=button with btn classes")

    # Create: ids from 1, labels from the lists, markup of the 1,000th row.
    operations.click_and_wait(tab, "#run", operations.exists("tbody>tr:nth-of-type(1000)"))
    check.expect(tab.evaluate("bench.rows()") == 1000, "#run creates 1,000 rows")
    ids = tab.evaluate("bench.ids()")
    check.expect(ids == [str(i) for i in range(1, 1001)], "#run numbers rows 1…1000")
    labels = tab.evaluate("bench.labels()")
    check.expect(all(valid_label(label) for label in labels), "labels are adjective colour noun from the lists")
    check.expect(len(set(labels)) > 100, "labels vary")
    check_row_markup(check, tab, 1000, "after #run")
    check.expect(tab.evaluate("document.querySelectorAll('tr.danger').length") == 0, "no row is selected at first")

    # Select: the label selects; exactly one row has `danger`.
    tab.evaluate("bench.mark()")
    operations.click_and_wait(tab, "tbody>tr:nth-of-type(5)>td:nth-of-type(2)>a",
                              operations.has_class("tbody>tr:nth-of-type(5)", "danger"))
    operations.click_and_wait(tab, "tbody>tr:nth-of-type(2)>td:nth-of-type(2)>a",
                              operations.has_class("tbody>tr:nth-of-type(2)", "danger"))
    danger = tab.evaluate("Array.from(document.querySelectorAll('tbody>tr.danger'), tr => tr.cells[0].textContent)")
    check.expect(danger == ["2"], f"selecting row 2 after row 5 leaves exactly row 2 selected (got {danger})")
    check.expect(tab.evaluate("bench.changes()") == {"added": 0, "removed": 0, "addedUnmarked": 0},
                 "selecting moves and creates no row")

    # Update: every 10th label gains " !!!" in place.
    operations.click_and_wait(tab, "#update", operations.contains("tbody>tr:nth-of-type(991)>td:nth-of-type(2)>a", " !!!"))
    updated = tab.evaluate("bench.labels()")
    check.expect(all((u == l + " !!!") if i % 10 == 0 else (u == l) for i, (u, l) in enumerate(zip(updated, labels))),
                 "#update appends \" !!!\" to rows 1, 11, 21… and to no other")
    check.expect(tab.evaluate("bench.changes()") == {"added": 0, "removed": 0, "addedUnmarked": 0},
                 "#update moves and creates no row")

    # Swap: rows 2 and 999 trade places; their nodes move, no node is created.
    before = tab.evaluate("bench.marks()")
    operations.click_and_wait(tab, "#swaprows", operations.contains("tbody>tr:nth-of-type(999)>td:nth-of-type(1)", "2"))
    after = tab.evaluate("bench.marks()")
    expected = list(before)
    expected[1], expected[998] = expected[998], expected[1]
    check.expect(after == expected, "#swaprows swaps the nodes of rows 2 and 999 and leaves every other node")
    changes = tab.evaluate("bench.changes()")
    check.expect(changes["removed"] >= 1 and changes["added"] >= 1 and changes["addedUnmarked"] == 0,
                 f"#swaprows re-inserts existing row nodes and creates none (got {changes})")
    check.expect(tab.evaluate("bench.row(2).id") == "999" and tab.evaluate("bench.row(999).id") == "2",
                 "#swaprows: row 2 shows id 999, row 999 shows id 2")
    check.expect(tab.evaluate("Array.from(document.querySelectorAll('tbody>tr.danger'), tr => tr.cells[0].textContent)")
                 == ["2"], "the selection follows the row's id")

    # Remove: the remove icon of row 3 detaches exactly that node.
    tab.evaluate("bench.mark(); window.benchThird = document.querySelector('tbody>tr:nth-of-type(3)');"
                 "window.benchFourth = document.querySelector('tbody>tr:nth-of-type(4)')")
    third_id = tab.evaluate("bench.row(3).id")
    operations.click_and_wait(tab, "tbody>tr:nth-of-type(3)>td:nth-of-type(3)>a>span", "bench.rows() === 999")
    check.expect(tab.evaluate("!benchThird.isConnected"), "removing row 3 detaches its node")
    check.expect(tab.evaluate("document.querySelector('tbody>tr:nth-of-type(3)') === benchFourth"),
                 "the row after it takes its place, same node")
    check.expect(third_id not in tab.evaluate("bench.ids()"), "the removed id is gone")
    check.expect(tab.evaluate("bench.changes()") == {"added": 0, "removed": 1, "addedUnmarked": 0},
                 "removing a row removes one node and adds none")

    # Run again: every row node is replaced, ids go on from 1001, the selection is gone.
    tab.evaluate("bench.mark()")
    operations.click_and_wait(tab, "#run", operations.contains("tbody>tr:nth-of-type(1)>td:nth-of-type(1)", "1001"))
    changes = tab.evaluate("bench.changes()")
    check.expect(changes["removed"] >= 999 and changes["added"] >= 1000 and changes["addedUnmarked"] >= 1000,
                 f"#run replaces every row node (got {changes})")
    check.expect(tab.evaluate("bench.ids()") == [str(i) for i in range(1001, 2001)], "#run numbers rows 1001…2000")
    check.expect(tab.evaluate("document.querySelectorAll('tr.danger').length") == 0, "#run clears the selection")

    # Append keeps the rows and adds 1,000 more.
    tab.evaluate("bench.mark()")
    operations.click_and_wait(tab, "#add", operations.exists("tbody>tr:nth-of-type(2000)"))
    check.expect(tab.evaluate("bench.ids()") == [str(i) for i in range(1001, 3001)], "#add appends rows 2001…3000")
    check.expect(tab.evaluate("bench.marks().slice(0, 1000).every((m, i) => m === i + 1)"),
                 "#add keeps the existing row nodes")
    check_row_markup(check, tab, 2000, "after #add")

    # Clear, swap on a short table, then 10,000 rows.
    operations.click_and_wait(tab, "#clear", operations.gone("tbody>tr"))
    check.expect(tab.evaluate("bench.rows()") == 0, "#clear removes every row")
    operations.click_and_wait(tab, "#swaprows", "true")
    time.sleep(0.05)
    check.expect(tab.evaluate("bench.rows()") == 0, "#swaprows on an empty table does nothing")
    operations.click_and_wait(tab, "#runlots", operations.exists("tbody>tr:nth-of-type(10000)>td:nth-of-type(2)>a"))
    ids = tab.evaluate("bench.ids()")
    check.expect(ids[0] == "3001" and ids[-1] == "13000" and len(ids) == 10000, "#runlots creates rows 3001…13000")
    check_row_markup(check, tab, 10000, "after #runlots")


def main():
    httpd = server.serve()
    base = f"http://127.0.0.1:{httpd.server_port}"
    started = time.monotonic()
    failed = 0
    with cdp.Browser() as browser:
        for name, path in (("vanilla", "/bench/vanilla/"), ("swift", "/bench/swift/")):
            check = Checker(name)
            tab = browser.tab(base + path, "document.querySelector('#run')", VIOLATIONS)
            errors_before = browser.event_count(tab.session)
            try:
                check_page(tab, check)
                violations = tab.evaluate("window.cspViolations")
                check.expect(violations == [], f"no Content-Security-Policy violation (got {violations})")
            except cdp.ProtocolError as error:
                check.expect(False, f"the page answers in time ({error})")
            for method, params in browser.take_events(tab.session, errors_before):
                if method == "Runtime.exceptionThrown":
                    check.expect(False, f"no exception in the page ({json.dumps(params)[:200]})")
            tab.close()
            status = "ok" if not check.failures else f"{len(check.failures)} FAILED"
            print(f"{name}: {check.passed} checks passed, {status}", flush=True)
            failed += len(check.failures)
    print(f"bench-check: {'all passed' if not failed else f'{failed} failed'} ({time.monotonic() - started:.1f} s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
