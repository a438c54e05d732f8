import Observing
import VDOM

/// A message presented in a dialog whose form has `method="dialog"`, an alert with a destructive and a
/// cancel action, and a form the app handles in Swift: what Chromium must do as the test DOM does. The
/// page shows the model's state (`#shown`, `#log`, `#sent`), so the test reads what Swift holds.
final class Inbox {
    struct Message: Identifiable, Equatable {
        let id: Int
        let subject: Text
    }

    @Editable var open: Message?
    @Observed private(set) var pendingDeletion: Message?
    @Observed private(set) var log: [Text] = []
    @Observed var sent = 0

    func ask() { pendingDeletion = Message(id: 9, subject: "Lunch") }
    func dismissDeletion() {
        log.append("binding nil")
        pendingDeletion = nil
    }
    func note(_ entry: Text) { log.append(entry) }
}

let inbox = Inbox()

func dialogsView() -> Element {
    div {
        button("Open 1") { inbox.open = Inbox.Message(id: 1, subject: "Lunch") }.id("open-1")
        button("Open 2") { inbox.open = Inbox.Message(id: 2, subject: "Dinner") }.id("open-2")
        output { inbox.open.map { "\($0.id)" } ?? "none" }.id("shown")
        dialog(item: inbox.$open) { message in
            p { message.subject }.id("subject")
            form {
                input().id("reply")
                button { "Done" }.id("done")
            }
            .attribute("method", "dialog")
        }
        .id("message")
        button("Delete") { inbox.ask() }.id("delete")
        alert("Delete this message?", item: Binding(get: { inbox.pendingDeletion }, set: { _ in inbox.dismissDeletion() }),
              actions: { message in [
                  AlertAction("Delete", role: .destructive) { inbox.note("delete \(message.id)") },
                  AlertAction("Keep", role: .cancel) { inbox.note("keep") },
              ] },
              message: { message in message.subject },
              onDismiss: { inbox.note("dismissed") })
        output { inbox.log.joined(separator: ", ") }.id("log")
        form {
            input().id("note")
            button { "Send" }.id("send")
        }
        .on(.submit) { inbox.sent += 1 }
        output { "\(inbox.sent) sent" }.id("sent")
    }
    .id("dialogs")
}
