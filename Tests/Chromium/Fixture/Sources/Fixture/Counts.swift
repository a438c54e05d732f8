import DOMBridge
import VDOM

/// What the app holds, for the leak test to compare across cycles of creating and clearing rows: `what` 0
/// is the bytes in use on the wasm heap (every Swift object, array and closure context alive), 1 to 11 are
/// the renderer's counts in the order ``RendererCounts`` declares them.
@_expose(wasm, "fixture_count")
@_cdecl("fixture_count")
func fixtureCount(_ what: UInt32) -> UInt32 {
    if what == 0 { return heapInUse() }
    let counts = App.rendererCounts
    let all = [counts.liveNodes, counts.idsInUse, counts.freeIDs, counts.issuedIDs, counts.scopes,
               counts.subscriptions, counts.dirty, counts.handlers, counts.templateUses, counts.templates,
               counts.awaitingFree]
    return UInt32(all[Int(what) - 1])
}

/// A model change from outside any event, as a fetch callback makes one: it asks the page for an
/// animation frame, which renders it.
@_expose(wasm, "fixture_tick")
@_cdecl("fixture_tick")
func fixtureTick() {
    lab.ticks += 1
}

@_extern(c, "vdom_heap_in_use")
func heapInUse() -> UInt32
