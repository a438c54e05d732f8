// A page's first render as HTML, for the page build (scripts/build-page.py): the frame the app's product
// wrote when run with VDOM_PRERENDER (DOMBridge, Linux only) is applied to a test DOM as the page's shim
// applies it, and the DOM is written as StaticHTML writes it, to go inside the page's mount point.
//
//     vdom-prerender FRAME > inside.html
//
// What applying the frame reported (a URL written inert) is a warning on standard error. Markup the
// browser's parser would build otherwise than the view describes, and a frame the shim would refuse,
// are errors: the status is then 1 and nothing is written.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import VDOM
import VDOMTesting

func fail(_ message: String) -> Never {
    fputs("error: \(message)\n", stderr)
    exit(1)
}

/// The bytes of the file at `path`.
func contents(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fail("cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        bytes += chunk[0..<count]
        if count < chunk.count { break }
    }
    if ferror(file) != 0 { fail("cannot read \(path)") }
    return bytes
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else { fail("usage: vdom-prerender FRAME") }
let dom = TestDOM()
var reports: [Report] = []
dom.onReport = { reports.append($0) }
do {
    try dom.apply(frame: contents(of: arguments[1]))
} catch {
    fail("the app's first frame is not one the page would apply: \(error)")
}
let page: StaticPage
do {
    page = try StaticHTML.page(of: dom, reports: reports)
} catch {
    fail("the first render cannot be written as HTML: \(error)")
}
for report in page.reports { fputs("warning: \(report.message)\n", stderr) }
print(page.html, terminator: "")
