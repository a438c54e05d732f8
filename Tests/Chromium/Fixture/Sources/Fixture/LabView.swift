import VDOM

func labView(_ lab: Lab) -> Element {
    div {
        div {
            button { "Deep tree" }.id("deep").on(.click) { lab.depth = lab.depth == 0 ? 10_000 : 0 }
            button { "Change leaf" }.id("leaf").on(.click) { lab.leaf += "!" }
            button { "Rows" }.id("rows").on(.click) { lab.rows = lab.rows == 0 ? 10_000 : 0 }
            button { "Handler rows" }.id("handler-rows").on(.click) { lab.handlerRows = lab.handlerRows == 0 ? 100 : 0 }
            button { "Ticks" }.id("ticks").on(.click) { lab.tickThreeTimesLater() }
            button { "Reorder" }.id("reorder").on(.click) { lab.reorder() }
            button { "Stop" }.id("stop").on(.click) { lab.stop() }
            button { "Trap" }.id("trap").on(.click) { lab.trap() }
            button { "Trap in a frame" }.id("trap-in-frame").on(.click) { lab.trapInFrame = true }
            button { "Count, then trap" }.id("count-then-trap").on(.click) { lab.countThenTrap() }
                .call("click", when: lab.trapInFrame)
            button { "Overflow the stack" }.id("overflow").on(.click) { lab.overflow() }
        }
        component {
            let renders = lab.countRender()
            output { "\(lab.ticks) ticks, \(renders) renders" }.id("tick-count")
        }
        // Chromium's own layout crashes the tab on trees a few thousand levels deep, so the page does not
        // lay this one out (fixture.css): what is tested is building and updating it.
        div { component { nested(lab, depth: lab.depth) } }.class("deep")
        ul { for item in lab.order { component(item, key: .int(item)) { item in li { "\(item)" } } } }.id("order")
        component {
            table { tbody { for row in 0..<lab.rows { tr { td { "row \(row)" } }.key(.int(row)) } } }.id("table")
        }
        component {
            table {
                tbody {
                    for row in 0..<lab.handlerRows {
                        let token = HandlerToken()
                        tr { td { "handler \(row)" } }.key(.int(row)).on(.click) { _ = token }
                    }
                }
            }
            .id("handler-table")
        }
        component { if hostileData.shown { hostileView() } }
        component { editorView() }
        component { dialogsView() }
        component { callsView() }
        component { controlsView() }
        component { transitionsView() }
        component { representablesView() }
        component { if textHelpers.shown { textHelpersView() } }
    }
}

/// `depth` nested `div`s around a leaf, built from the inside out (no recursion). The leaf is a component
/// of its own, so changing its text renders one `span` again, not ten thousand levels.
private func nested(_ lab: Lab, depth: Int) -> Node {
    if depth == 0 { return .hole }
    var node = Node(component { span { lab.leaf }.id("leaf-text") })
    for _ in 0..<depth { node = Node(div { node }) }
    return node
}
