import VDOM

// Controlled properties after an event, as the browser page handles them: once the handlers have run and
// their frame is applied, what a user changed and no render confirmed is put back to the rendered value.
// So a keystroke the model refuses never shows, even when the handler changes nothing and nothing renders.

extension TestNode {
    func recordRendered(_ name: String, _ value: PropertyValue) {
        if let index = renderedControlled.firstIndex(where: { $0.name == name }) {
            renderedControlled[index].value = value
        } else {
            renderedControlled.append((name, value))
        }
    }
}

extension TestDOM {
    /// Puts back the rendered controlled properties on the targets of the events handled since the last
    /// call, and on what a user's edit there changes with it: the other radios of a radio's group, the
    /// options of a select. ``TestApp`` calls it after each action's flush.
    public func restoreControlledAfterEvents() {
        let targets = handledEventTargets
        handledEventTargets = []
        for target in targets {
            var nodes = [target]
            if target.isRadio, let name = target.attribute("name"), !name.isEmpty {
                let owner = target.ancestor("form")
                nodes += (owner ?? target.root).subtree.filter {
                    $0 !== target && $0.isRadio && $0.attribute("name") == name && $0.ancestor("form") === owner
                }
            } else if target.isHTML("select") {
                nodes += target.options
            }
            for node in nodes {
                for (name, value) in node.renderedControlled { _ = writeProperty(name, value, of: node) }
            }
        }
    }
}
