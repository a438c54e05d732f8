import XCTest
import Observing
@testable import VDOM

final class SmokeTests: XCTestCase {
    func testMountAndKeyedReverse() throws {
        var frames: [[Patch]] = []
        let scheduler = Scheduler()
        let renderer = Renderer(scheduler: scheduler) { frames.append($0) }
        var items = [1, 2, 3, 4, 5]
        try renderer.mount {
            ul {
                for i in items { li { "\(i)" }.key(.int(i)) }
            }
        }
        print(frames[0].map(\.description).joined(separator: "\n"))
        items = [5, 4, 3, 2, 1]
        try renderer.mount {
            ul {
                for i in items { li { "\(i)" }.key(.int(i)) }
            }
        }
        print(frames[1].map(\.description).joined(separator: "\n"))
    }
}
