import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Inbox {
    @Editable var open: Message?
    @Observed private(set) var pendingDeletion: Message?
    var log: [String] = []

    func ask(_ message: Message) { pendingDeletion = message }
    func dismissDeletion() {
        log.append("binding nil")
        pendingDeletion = nil
    }
}

private struct Message: Identifiable, Equatable {
    let id: Int
    let subject: Text
}

/// #1 div, #2 the dialog.
private func inboxView(_ inbox: Inbox) -> Element {
    div {
        dialog(item: inbox.$open) { message in
            form {
                input().id("reply")
                button { "Done" }.id("done")
            }
            .attribute("method", "dialog")
            p { message.subject }
        }
    }
}

private func deletionView(_ inbox: Inbox) -> Element {
    div {
        button { "Delete" }.id("delete").on(.click) { inbox.ask(Message(id: 1, subject: "Lunch")) }
        alert("Delete this message?", item: Binding(get: { inbox.pendingDeletion }, set: { _ in inbox.dismissDeletion() }),
              actions: { message in [
                  AlertAction("Delete", role: .destructive) { inbox.log.append("delete \(message.id)") },
                  AlertAction("Keep", role: .cancel) { inbox.log.append("keep") },
              ] },
              message: { message in message.subject },
              onDismiss: { inbox.log.append("dismissed") })
    }
}

/// However a dialog closes, its binding follows, and a dialog presenting another value starts afresh.
final class DialogDismissalTests: XCTestCase {
    func testAFormWithMethodDialogClosesItAndTheBindingFollows() throws {
        let inbox = Inbox()
        let app = try TestApp { inboxView(inbox) }
        inbox.open = Message(id: 1, subject: "Lunch")
        try app.flush()
        try app.click("#done")
        XCTAssertNil(inbox.open)
        XCTAssertEqual(app.dom.navigations, [])
        XCTAssertNil(try app.element("dialog").attribute("open"))
        assertPatches(app.lastFrame, [.clear(2)], "closed already: the render calls nothing")
    }

    func testEnterInTheDialogsFormClosesItToo() throws {
        let inbox = Inbox()
        let app = try TestApp { inboxView(inbox) }
        inbox.open = Message(id: 1, subject: "Lunch")
        try app.flush()
        try app.press("Enter", at: "#reply")
        XCTAssertNil(inbox.open)
    }

    func testAPageScriptsCloseWritesNilBack() throws {
        let inbox = Inbox()
        let app = try TestApp { inboxView(inbox) }
        inbox.open = Message(id: 1, subject: "Lunch")
        try app.flush()
        try app.dom.apply([.callMethod(2, name: "close")]) // what `dialog.close()` in the page's own script does
        try app.flush()
        XCTAssertNil(inbox.open)
        assertPatches(app.lastFrame, [.clear(2)])
    }

    func testAnotherValuesContentKeepsNothingOfTheFirst() throws {
        let inbox = Inbox()
        let app = try TestApp { inboxView(inbox) }
        inbox.open = Message(id: 1, subject: "Lunch")
        try app.flush()
        try app.type("Yes", into: "#reply")
        let first = try app.element("#reply")
        inbox.open = Message(id: 2, subject: "Dinner")
        try app.flush()
        let second = try app.element("#reply")
        XCTAssertFalse(first === second)
        XCTAssertEqual(second.value, "")
        XCTAssertTrue(app.dom.focused === second, "showModal() moved the focus into the new content")
        XCTAssertEqual(inbox.open?.id, 2, "the close of the inner re-showing dismissed nothing")
        XCTAssertEqual(try app.element("p").textContent, "Dinner")
    }

    func testAnActionRunsThenTheBindingThenOnDismissInOneFrame() throws {
        let inbox = Inbox()
        let app = try TestApp { deletionView(inbox) }
        try app.click("#delete")
        assertHTML(app, #"<div><button id="delete">Delete</button><dialog role="alertdialog" aria-label="Delete this message?" class="alert" open=""><h2 class="alert-title">Delete this message?</h2><p class="alert-message">Lunch</p><div class="alert-actions"><button type="button" class="alert-action alert-destructive">Delete</button><button type="button" autofocus="" class="alert-action alert-cancel">Keep</button></div></dialog></div>"#)
        XCTAssertTrue(app.dom.focused === (try app.element(".alert-cancel")), "the safe choice has the focus")
        let frames = app.frames.count
        try app.click(".alert-destructive")
        XCTAssertEqual(inbox.log, ["delete 1", "binding nil", "dismissed"])
        XCTAssertEqual(app.frames.count, frames + 1, "one frame closes the alert")
        XCTAssertEqual(app.lastFrame.last, .callMethod(4, name: "close"))
        XCTAssertTrue(app.dom.focused === (try app.element("#delete")))
    }

    func testEscapeRunsTheCancelAction() throws {
        let inbox = Inbox()
        let app = try TestApp { deletionView(inbox) }
        try app.click("#delete")
        try app.press("Escape", at: ".alert-cancel")
        XCTAssertEqual(inbox.log, ["keep", "binding nil", "dismissed"])
        XCTAssertNil(inbox.pendingDeletion)
    }

    func testTheModelDismissingRunsNothing() throws {
        let inbox = Inbox()
        let app = try TestApp { deletionView(inbox) }
        try app.click("#delete")
        inbox.dismissDeletion()
        try app.flush()
        XCTAssertEqual(inbox.log, ["binding nil"])
        XCTAssertNil(try app.element("dialog").attribute("open"))
    }
}
