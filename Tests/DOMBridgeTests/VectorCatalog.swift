import Observing
import VDOM

/// A story told in frames: the shared test vectors in `Tests/Vectors` are these, encoded by the bridge
/// and applied by the test DOM; the page's shim must build the same DOM from the same bytes.
struct Vector {
    let name: String
    let about: String
    let frames: [[Patch]]
    /// For each frame, the ids it released (none unless given).
    var released: [[NodeID]] = []
}

/// Every vector. Together they use every operation, every property value type and both kinds of
/// namespace (elements and attributes), so each opcode of the format is exercised on both sides.
enum VectorCatalog {
    static let all: [Vector] = [
        createTree, keyedMoves, namespaces, formProperties, styles, listeners, innerHTML, methods, text,
        containerChildren, renderedList, controlledForm, releasedNodes, repeatedRows, mixedShapes, templates,
    ]

    static let createTree = Vector(name: "01-create-tree", about: "Elements, text and a comment built detached, then attached; edits after.", frames: [
        [
            .createElement(1, tag: "section", namespace: .html), .setAttribute(1, name: "id", value: "main", namespace: nil),
            .setClass(1, "card wide"),
            .createElement(2, tag: "h2", namespace: .html), .createText(3, "Title"), .insert(3, parent: 2, before: nil),
            .insert(2, parent: 1, before: nil),
            .createComment(4, " list follows "), .insert(4, parent: 1, before: nil),
            .createElement(5, tag: "ul", namespace: .html),
            .createElement(6, tag: "li", namespace: .html), .createText(7, "one"), .insert(7, parent: 6, before: nil),
            .insert(6, parent: 5, before: nil),
            .createElement(8, tag: "li", namespace: .html), .createText(9, "two"), .insert(9, parent: 8, before: nil),
            .insert(8, parent: 5, before: nil),
            .insert(5, parent: 1, before: nil), .insert(1, parent: .container, before: nil),
        ],
        [
            .setText(3, "Renamed"), .setAttribute(1, name: "id", value: "other", namespace: nil), .setClass(1, "card"),
            .setText(4, " still a list "),
            .createElement(10, tag: "li", namespace: .html), .createText(11, "zero"), .insert(11, parent: 10, before: nil),
            .insert(10, parent: 5, before: 6),
            .setAttribute(5, name: "data-count", value: "3", namespace: nil),
        ],
        [.removeAttribute(5, name: "data-count", namespace: nil), .setClass(1, "")],
    ])

    static let keyedMoves = Vector(name: "02-keyed-moves", about: "Moves to the front, the middle and the end; remove, replace, clear; ids reused by later frames.", frames: [
        list(parent: 1, items: [(2, "a"), (3, "b"), (4, "c"), (5, "d"), (6, "e")]),
        [.move(6, parent: 1, before: 2), .move(2, parent: 1, before: nil), .move(4, parent: 1, before: 6)],
        [
            .remove(4),
            .createElement(12, tag: "li", namespace: .html), .createText(13, "f"), .insert(13, parent: 12, before: nil),
            .replace(3, with: 12),
        ],
        [
            .clear(1),
            .createElement(3, tag: "li", namespace: .html), .createText(4, "again"), .insert(4, parent: 3, before: nil),
            .insert(3, parent: 1, before: nil),
        ],
    ], released: [[], [], [3, 4, 101, 102], [2, 5, 6, 12, 13, 100, 103, 104]])

    static let namespaces = Vector(name: "03-namespaces", about: "SVG, foreignObject, MathML and a custom namespace; namespaced attributes set and removed.", frames: [
        [
            .createElement(1, tag: "div", namespace: .html),
            .createElement(2, tag: "svg", namespace: .svg), .setAttribute(2, name: "viewBox", value: "0 0 10 10", namespace: nil),
            .setAttribute(2, name: "xmlns:xlink", value: Text(xlink), namespace: xmlns),
            .createElement(3, tag: "use", namespace: .svg), .setAttribute(3, name: "xlink:href", value: "#dot", namespace: xlink),
            .insert(3, parent: 2, before: nil),
            .createElement(4, tag: "circle", namespace: .svg), .setClass(4, "dot"), .setAttribute(4, name: "r", value: "4", namespace: nil),
            .insert(4, parent: 2, before: nil),
            .createElement(5, tag: "foreignObject", namespace: .svg), .setAttribute(5, name: "xml:lang", value: "fr", namespace: xmlNamespace),
            .createElement(6, tag: "p", namespace: .html), .createText(7, "HTML again"), .insert(7, parent: 6, before: nil),
            .insert(6, parent: 5, before: nil), .insert(5, parent: 2, before: nil),
            .insert(2, parent: 1, before: nil),
            .createElement(8, tag: "math", namespace: .mathML), .createElement(9, tag: "mi", namespace: .mathML),
            .createText(10, "x"), .insert(10, parent: 9, before: nil), .insert(9, parent: 8, before: nil),
            .insert(8, parent: 1, before: nil),
            .createElement(11, tag: "x-item", namespace: .other(uri: "urn:example:items")), .insert(11, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
        ],
        [
            .removeAttribute(3, name: "xlink:href", namespace: xlink), .setClass(4, ""),
            .removeAttribute(2, name: "viewBox", namespace: nil),
            .setAttribute(5, name: "xml:lang", value: "de", namespace: xmlNamespace),
        ],
    ])

    static let formProperties = Vector(name: "04-form-properties", about: "String, boolean and number properties; controlled form state; resets to the default.", frames: [
        [
            .createElement(1, tag: "form", namespace: .html), .insert(1, parent: .container, before: nil),
            .createElement(2, tag: "input", namespace: .html), .setAttribute(2, name: "type", value: "text", namespace: nil),
            .insert(2, parent: 1, before: nil), .setProperty(2, name: "value", value: .string("12")),
            .createElement(3, tag: "input", namespace: .html), .setAttribute(3, name: "type", value: "checkbox", namespace: nil),
            .insert(3, parent: 1, before: nil), .setProperty(3, name: "checked", value: .bool(true)),
            .setProperty(3, name: "indeterminate", value: .bool(true)),
            .createElement(4, tag: "select", namespace: .html),
            .createElement(5, tag: "option", namespace: .html), .setAttribute(5, name: "value", value: "a", namespace: nil),
            .createText(6, "A"), .insert(6, parent: 5, before: nil), .insert(5, parent: 4, before: nil),
            .createElement(7, tag: "option", namespace: .html), .setAttribute(7, name: "value", value: "b", namespace: nil),
            .createText(8, "B"), .insert(8, parent: 7, before: nil), .insert(7, parent: 4, before: nil),
            .insert(4, parent: 1, before: nil), .setProperty(4, name: "value", value: .string("b")),
            .createElement(9, tag: "textarea", namespace: .html), .insert(9, parent: 1, before: nil),
            .setProperty(9, name: "value", value: .string("two\nlines")),
            .createElement(10, tag: "div", namespace: .html), .insert(10, parent: 1, before: nil),
            .setProperty(10, name: "answer", value: .number(42)), .setProperty(10, name: "hidden", value: .bool(true)),
            .setProperty(2, name: "disabled", value: .bool(true)),
        ],
        [
            .setProperty(2, name: "value", value: .string("12")), .setProperty(3, name: "checked", value: .bool(false)),
            .removeProperty(3, name: "indeterminate"), .setProperty(4, name: "selectedIndex", value: .number(0)),
            .removeProperty(9, name: "value"), .removeProperty(10, name: "answer"),
            .setProperty(10, name: "hidden", value: .bool(false)), .removeProperty(2, name: "disabled"),
            .setProperty(7, name: "selected", value: .bool(true)),
        ],
    ])

    static let styles = Vector(name: "05-styles", about: "Style properties with and without priority, custom properties, values the browser normalises.", frames: [
        [
            .createElement(1, tag: "div", namespace: .html),
            .setStyle(1, name: "color", value: "red", important: false),
            .setStyle(1, name: "--gap", value: "4px", important: true),
            .setStyle(1, name: "margin-top", value: "0", important: false),
            .setStyle(1, name: "background-color", value: "#FFF", important: true),
            .insert(1, parent: .container, before: nil),
        ],
        [
            .removeStyle(1, name: "color"), .setStyle(1, name: "--gap", value: "8px", important: false),
            .setStyle(1, name: "margin-top", value: "2em", important: false),
        ],
    ])

    static let listeners = Vector(name: "06-listeners", about: "Listeners added and removed, custom event names included; the order they were added in.", frames: [
        [
            .createElement(1, tag: "button", namespace: .html), .addListener(1, event: .click),
            .addListener(1, event: "custom-event"), .createText(2, "Go"), .insert(2, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
            .createElement(3, tag: "input", namespace: .html), .addListener(3, event: .input),
            .addListener(3, event: .keyDown), .insert(3, parent: .container, before: nil),
        ],
        [.removeListener(1, event: .click), .removeListener(3, event: .keyDown), .addListener(1, event: .click)],
    ])

    static let innerHTML = Vector(name: "07-inner-html", about: "Raw HTML content, replaced, emptied, then children again.", frames: [
        [
            .createElement(1, tag: "article", namespace: .html), .setInnerHTML(1, "<b>bold</b> &amp; <i>it</i>"),
            .insert(1, parent: .container, before: nil),
        ],
        [.setInnerHTML(1, "<p>para</p>")],
        [.setInnerHTML(1, "")],
        [.clear(1), .createText(2, "plain"), .insert(2, parent: 1, before: nil)],
    ])

    static let methods = Vector(name: "08-methods", about: "showModal and close on a dialog (attribute fallbacks where the DOM lacks them); focus.", frames: [
        [
            .createElement(1, tag: "dialog", namespace: .html), .createText(2, "Hello"), .insert(2, parent: 1, before: nil),
            .callMethod(1, name: "showModal"), .insert(1, parent: .container, before: nil),
            .createElement(3, tag: "input", namespace: .html), .callMethod(3, name: "focus"),
            .insert(3, parent: 1, before: nil),
        ],
        [.callMethod(1, name: "close")],
    ])

    static let text = Vector(name: "09-text", about: "Empty, multilingual, astral and markup-like text; comments with dashes.", frames: [
        [
            .createElement(1, tag: "p", namespace: .html),
            .createText(2, ""), .insert(2, parent: 1, before: nil),
            .createText(3, "naïve café – 東京 – עברית"), .insert(3, parent: 1, before: nil),
            .createText(4, "😀👍🏽 <b>not bold</b> & \"quoted\""), .insert(4, parent: 1, before: nil),
            .createComment(5, "-- dashes --"), .insert(5, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
        ],
        [.setText(2, "now\nwith a newline"), .setText(3, ""), .setText(4, "𝄞"), .setText(5, "")],
    ])

    static let containerChildren = Vector(name: "10-container-children", about: "Several roots in the container, moved and replaced there.", frames: [
        [
            .createElement(1, tag: "header", namespace: .html), .insert(1, parent: .container, before: nil),
            .createElement(2, tag: "main", namespace: .html), .insert(2, parent: .container, before: nil),
            .createText(3, "footer text"), .insert(3, parent: .container, before: nil),
        ],
        [.move(3, parent: .container, before: 1), .move(1, parent: .container, before: nil)],
        [.createElement(4, tag: "nav", namespace: .html), .replace(2, with: 4)],
        [.createElement(2, tag: "aside", namespace: .html), .insert(2, parent: 4, before: nil)],
    ], released: [[], [], [2]])

    /// Frames the renderer itself produced: a keyed list reordered, shortened and grown.
    static let renderedList: Vector = {
        final class Items { @Observed var keys = [1, 2, 3, 4, 5] }
        let items = Items()
        let (frames, released) = recorded(steps: [[5, 1, 2, 3, 4], [5, 2, 4, 6], [6, 4, 2, 5, 7, 8], []].map { keys in { items.keys = keys } }) {
            ul { for key in items.keys { li { "item \(key)" }.key(.int(key)).class("row", when: key % 2 == 0) } }
        }
        return Vector(name: "11-rendered-list", about: "Frames from the renderer: a keyed list rotated, thinned, reversed and grown, then emptied.",
                      frames: frames, released: released)
    }()

    /// The form the shim's event tests drive: a controlled text field, checkbox, radio group and select.
    static let controlledForm = Vector(name: "12-controlled-form", about: "Controlled fields with listeners, for the event tests; the second frame accepts an edit.", frames: [
        [
            .createElement(1, tag: "form", namespace: .html), .addListener(1, event: .submit),
            .insert(1, parent: .container, before: nil),
            .createElement(2, tag: "input", namespace: .html), .setAttribute(2, name: "type", value: "text", namespace: nil),
            .addListener(2, event: .input), .insert(2, parent: 1, before: nil), .setProperty(2, name: "value", value: .string("12")),
            .createElement(3, tag: "input", namespace: .html), .setAttribute(3, name: "type", value: "checkbox", namespace: nil),
            .addListener(3, event: .click), .insert(3, parent: 1, before: nil), .setProperty(3, name: "checked", value: .bool(true)),
            .createElement(4, tag: "input", namespace: .html), .setAttribute(4, name: "type", value: "radio", namespace: nil),
            .setAttribute(4, name: "name", value: "size", namespace: nil), .addListener(4, event: .click),
            .insert(4, parent: 1, before: nil), .setProperty(4, name: "checked", value: .bool(true)),
            .createElement(5, tag: "input", namespace: .html), .setAttribute(5, name: "type", value: "radio", namespace: nil),
            .setAttribute(5, name: "name", value: "size", namespace: nil), .addListener(5, event: .click),
            .insert(5, parent: 1, before: nil), .setProperty(5, name: "checked", value: .bool(false)),
            .createElement(6, tag: "button", namespace: .html), .setAttribute(6, name: "type", value: "button", namespace: nil),
            .createText(7, "Send"), .insert(7, parent: 6, before: nil),
            .addListener(6, event: .click), .insert(6, parent: 1, before: nil),
            .createElement(8, tag: "select", namespace: .html), .addListener(8, event: .change),
            .createElement(9, tag: "option", namespace: .html), .createText(10, "a"), .insert(10, parent: 9, before: nil),
            .insert(9, parent: 8, before: nil),
            .createElement(11, tag: "option", namespace: .html), .createText(12, "b"), .insert(12, parent: 11, before: nil),
            .insert(11, parent: 8, before: nil),
            .insert(8, parent: 1, before: nil), .setProperty(8, name: "value", value: .string("a")),
        ],
        [.setProperty(2, name: "value", value: .string("12x"))],
    ])

    /// Frames the renderer produced, with the ids each released: rows with nested nodes, some removed, then all.
    static let releasedNodes: Vector = {
        final class Rows { @Observed var keys = [1, 2, 3] }
        let rows = Rows()
        let (frames, released) = recorded(steps: [[1, 3], [3, 4], []].map { keys in { rows.keys = keys } }) {
            table { tbody { for key in rows.keys { tr { td { a { "row \(key)" } } }.key(.int(key)) } } }
        }
        return Vector(name: "13-released", about: "Removed rows release their ids, descendants included; the page forgets those nodes.",
                      frames: frames, released: released)
    }()

    /// Many subtrees of one shape, as tables render them: a page may build repeated shapes from a copy of
    /// an earlier one, and must end with the same DOM as building each node.
    static let repeatedRows: Vector = {
        final class Rows {
            @Observed var items: [(id: Int, label: String)] = (1...6).map { ($0, "row \($0)") }
            @Observed var selected = 0
        }
        let rows = Rows()
        let steps: [() -> Void] = [
            { rows.items += (7...12).map { ($0, "row \($0)") } },
            { rows.selected = 3; rows.items[1].label = "renamed" },
            { rows.items = [rows.items[11]] + rows.items[1..<11] + [rows.items[0]] },
            { rows.items = (20...25).map { ($0, "row \($0)") } },
            { rows.items = [] },
        ]
        let (frames, released) = recorded(steps: steps) {
            table {
                tbody {
                    for item in rows.items {
                        tr {
                            td { "\(item.id)" }.class("col-md-1")
                            td { a { item.label }.on(.click) {} }.class("col-md-4")
                            td {
                                a { span().class("glyphicon glyphicon-remove").attribute("aria-hidden", "true") }
                                if item.id % 4 == 0 { SVG.svg { SVG.path().attribute("d", "M0 0") }.attribute("width", "8") }
                            }.class("col-md-1")
                            td().class("col-md-6")
                        }.key(.int(item.id)).class("danger", when: rows.selected == item.id)
                    }
                }
            }
        }
        return Vector(name: "14-repeated-rows", about: "Rows of one shape, some of another, created in several frames, edited, swapped, replaced and cleared.",
                      frames: frames, released: released)
    }()

    /// A seeded random walk over a keyed list whose items take one of six shapes, some alike but for a
    /// string (a class, an attribute), one with a property, one with a style: subtrees of one shape come
    /// and go, change shape, move and are re-created across frames.
    static let mixedShapes: Vector = {
        struct Item { var id: Int; var shape: Int; var text: String }
        final class Model { @Observed var items: [Item] = [] }
        var seed: UInt64 = 2026
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let model = Model()
        var nextID = 1
        let step = {
            var items = model.items
            for _ in 0..<random(6) + 2 where items.count < 24 {
                items.insert(Item(id: nextID, shape: random(6), text: "item \(nextID)"), at: random(items.count + 1))
                nextID += 1
            }
            for _ in 0..<random(3) where !items.isEmpty { items.remove(at: random(items.count)) }
            for _ in 0..<random(3) where !items.isEmpty { items[random(items.count)].shape = random(6) }
            for _ in 0..<random(3) where !items.isEmpty { items[random(items.count)].text += "!" }
            if items.count > 3 && random(2) == 0 { items.swapAt(random(items.count), random(items.count)) }
            model.items = items
        }
        let (frames, released) = recorded(steps: Array(repeating: step, count: 14)) {
            ul {
                for item in model.items {
                    li {
                        switch item.shape {
                        case 0, 1:
                            span { item.text }.class(item.shape == 0 ? "a" : "b")
                            em { "x" }
                        case 2:
                            span().title(Text(item.text))
                            SVG.svg { SVG.circle().attribute("r", "2") }
                        case 3:
                            a { strong { item.text } }.on(.click) {}
                        case 4:
                            label { item.text }
                            input().attribute("type", "text").value(Text(item.text))
                        default:
                            span { item.text }.style("color", "red")
                            em { "y" }
                        }
                    }
                    .key(.int(item.id))
                }
            }
        }
        return Vector(name: "15-mixed-shapes", about: "A seeded random walk over a keyed list of items of six shapes, some alike but for a string.",
                      frames: frames, released: released)
    }()

    /// Rows of a table as uses of a template, with holes for texts, a class and an attribute, handlers of
    /// both kinds, an SVG icon; a second template in a caption. The first use of each is defined as the
    /// page's template, later ones are copies; rows are edited, swapped, removed, cleared and made again
    /// (reusing freed ids, so a copy's ids are not consecutive).
    static let templates: Vector = {
        final class Item {
            let id: Int
            @Observed var label: String
            @Observed var selected = false
            init(_ id: Int) {
                self.id = id
                label = "row \(id)"
            }
        }
        final class Rows { @Observed var items = (1...4).map(Item.init) }
        let rows = Rows()
        let row = Template<Item> { item in
            tr {
                td { item.text { "\($0.id)" as Text } }.class("id")
                td { a { item.text { $0.label } }.attribute("title", item.value { Text($0.label) }).on(.click, item.action { _ in }) }
                td {
                    SVG.svg { SVG.path().attribute("d", "M0 0h8") }.attribute("width", "8")
                    "\u{2716}"
                }
                .on(.focus) {}
                Node.comment("row")
            }
            .class(item.value { $0.selected ? "danger" : "" })
        }
        let caption = Template<Int> { count in element("caption") { count.text { "\($0) rows" as Text } }.class("count") }
        let steps: [() -> Void] = [
            { rows.items += (5...6).map(Item.init) },
            { rows.items[1].label = "renamed"; rows.items[2].selected = true },
            { rows.items.swapAt(0, 5); rows.items.remove(at: 2) },
            { rows.items = [] },
            { rows.items = (7...9).map(Item.init) },
        ]
        let (frames, released) = recorded(steps: steps) {
            table {
                caption(rows.items.count)
                tbody {
                    for item in rows.items {
                        component(ObjectIdentifier(item), key: .int(item.id)) { _ in row(item) }
                    }
                }
            }
        }
        return Vector(name: "16-templates", about: "Rows as copies of a template defined by the first row; holes edited; rows moved, removed, cleared and copied again into reused ids.",
                      frames: frames, released: released)
    }()

    /// Mounts `view`, then makes each change in `steps` and renders: the frames the renderer delivered,
    /// with the ids each released.
    private static func recorded(steps: [() -> Void], @NodeBuilder _ view: @escaping () -> NodeList)
        -> (frames: [[Patch]], released: [[NodeID]]) {
        let scheduler = Scheduler()
        var frames: [[Patch]] = []
        var released: [[NodeID]] = []
        let renderer = Renderer(scheduler: scheduler) { frame in
            frames.append(frame.patches)
            released.append(frame.released)
        }
        try! renderer.mount(view)
        for step in steps {
            step()
            scheduler.flush()
        }
        return (frames, released)
    }

    private static let xlink = "http://www.w3.org/1999/xlink"
    private static let xmlns = "http://www.w3.org/2000/xmlns/"
    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// A list element `parent` with one `li` per item (text ids follow each item's id), in the container.
    private static func list(parent: UInt32, items: [(UInt32, String)]) -> [Patch] {
        var patches: [Patch] = [.createElement(NodeID(parent), tag: "ul", namespace: .html)]
        var nextText: UInt32 = 100
        for (id, label) in items {
            patches += [.createElement(NodeID(id), tag: "li", namespace: .html), .createText(NodeID(nextText), Text(label)),
                        .insert(NodeID(nextText), parent: NodeID(id), before: nil), .insert(NodeID(id), parent: NodeID(parent), before: nil)]
            nextText += 1
        }
        return patches + [.insert(NodeID(parent), parent: .container, before: nil)]
    }
}
