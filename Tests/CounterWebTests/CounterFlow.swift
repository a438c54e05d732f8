import VDOMTesting

/// The counter page's HTML at zero, as every style of it mounts it: the declarative page's test and the
/// test that both stacks show the same hold each page to it.
let mountedCounterHTML = #"<main class="counter"><h1 class="counter-title">Counter</h1>"#
    + #"<div class="counter-row"><button aria-label="Decrement" class="step">−</button>"#
    + #"<output aria-live="polite" class="count">0</output>"#
    + #"<button aria-label="Increment" class="step">+</button></div>"#
    + #"<canvas width="712" height="96" role="img" aria-label="Count history: 0" class="sparkline"></canvas>"#
    + #"<div class="counter-tools"><div class="field"><label for="count" class="field-label">Count</label>"#
    + #"<input id="count" type="number" class="count-field"></div>"#
    + #"<button class="randomize">Randomize</button></div>"#
    + #"<div class="fact-row"><button class="get-fact">Get fact</button><p role="status" class="fact-status"></p></div>"#
    + #"<div class="field note"><label for="note" class="field-label">Note</label>"#
    + #"<input id="note" type="text" placeholder="Type a note" aria-describedby="note-hint" class="note-field">"#
    + #"<p id="note-hint" class="field-hint">Focused by +, − and Randomize when the count is not a multiple of 3.</p></div>"#
    + #"<dialog role="alertdialog" aria-label="Fact" class="alert"></dialog></main>"#

/// Steps through the count, as every comparison of two counter pages takes them: each with its name and
/// what it does to a page.
let countingSteps: [(String, (TestApp) throws -> Void)] = [
    ("+", { try $0.click("button[aria-label=Increment]") }),
    ("+ again", { try $0.click("button[aria-label=Increment]") }),
    ("+ to 3", { try $0.click("button[aria-label=Increment]") }),
    ("−", { try $0.click("button[aria-label=Decrement]") }),
    ("a typed count", { try $0.type("12", into: "#count", replacing: true) }),
    ("an emptied count field", { try $0.input("", into: "#count") }),
    ("a count that does not parse", { try $0.type("-", into: "#count") }),
    ("a negative count", { try $0.type("4", into: "#count") }),
]

/// Steps after the note, as the comparisons take them: the note left and focused again, two draws.
let noteAndDrawSteps: [(String, (TestApp) throws -> Void)] = [
    ("the note left", { try $0.blur("#note") }),
    ("the note focused", { try $0.focus("#note") }),
    ("randomize", { try $0.click(".randomize") }),
    ("randomize again", { try $0.click(".randomize") }),
]
