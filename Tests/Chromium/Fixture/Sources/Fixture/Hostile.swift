import DOMBridge
import Observing
import VDOM

/// What a hostile user could type into an app, shown the way an app shows its users' data: as text, as
/// attribute values, class names, a style value and the page's title, and as the targets of links and of a
/// form. Any part of it that ran as script would set `window.pwned`.
let hostilePayload: Text = #"<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>"#

/// Whether the page shows the hostile data (`fixture_show_hostile`).
final class HostileData {
    @Observed var shown = false
}

let hostileData = HostileData()

func hostileView() -> Element {
    div {
        p { hostilePayload }.id("hostile-text").class(hostilePayload).attribute("title", hostilePayload)
            .attribute("data-note", hostilePayload).style("--note", hostilePayload)
        a { "a profile's link" }.id("hostile-link").href("javascript:window.pwned=1")
        a { "a padded one" }.id("hostile-padded").href("\u{1} JaVa\tScRiPt:window.pwned=1")
        a { "a page" }.id("hostile-page").href("data:text/html,<script>window.pwned=1</script>")
        element("svg") { element("a") { element("text") { "an SVG link" } }.id("hostile-svg").attribute("xlink:href", "javascript:window.pwned=1") }
        form { button { "Send" }.id("hostile-submit").attribute("formaction", "vbscript:pwned") }
            .id("hostile-form").attribute("action", "javascript:window.pwned=1")
        // The app's own raw HTML is parsed as HTML (through the shim's Trusted Types policy): the page's
        // Content-Security-Policy still keeps its inline handler from running.
        div().id("hostile-html").html(#"<img src="data:," onerror="window.pwned=1">"#)
    }
    .id("hostile")
}

/// Shows the hostile data and puts it in the page's title; rendered on the next animation frame.
@_expose(wasm, "fixture_show_hostile")
@_cdecl("fixture_show_hostile")
func fixtureShowHostile() {
    hostileData.shown = true
    Document.setTitle(hostilePayload)
}
