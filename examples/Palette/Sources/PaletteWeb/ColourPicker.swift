import JavaScript
import Observing
import PaletteModel
import VDOM

/// The page's colour picker, `createPicker` of its own `colour-picker.js`: a widget written in plain
/// JavaScript that builds its own nodes inside the element the view places.
///
/// `make` hands the widget the element itself and the colour, and the coordinator keeps the object the
/// widget answers; `update` turns a new colour of the model into the widget's `setColour`; `dismantle`
/// calls its `destroy`, which takes its nodes and listeners away, and the coordinator goes with the
/// handle, which lets the page drop the object. The widget speaks through events of the element:
/// ``picking(preview:choose:)`` turns them into model changes.
struct ColourPicker: ElementRepresentable {
    /// The colour the widget shows.
    var colour: Colour

    final class Coordinator {
        /// The widget: `setColour(hex)`, `destroy()`.
        var widget: JSObject?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func make(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        context.coordinator.widget = try JSFunction("createPicker")(.element(element), .string(colour.hex)).object
    }

    func update(_ element: DOMElement, context: RepresentableContext<Coordinator>) throws(JSError) {
        try context.coordinator.widget?.call("setColour", .string(colour.hex))
    }

    static func dismantle(_ element: DOMElement, coordinator: Coordinator) throws(JSError) {
        try coordinator.widget?.call("destroy")
    }

    /// The picker with its events turned into model changes: `colour-input` while the person is still
    /// moving goes to `preview`, `colour-change` once they settle to `choose`. An event whose detail is
    /// not a colour changes nothing.
    func picking(preview: @escaping (Colour) -> Void, choose: @escaping (Colour) -> Void) -> Represented<ColourPicker> {
        on(EventName("colour-input")) { event in
            if let colour = Self.colour(of: event) { preview(colour) }
        }
        .on(EventName("colour-change")) { event in
            if let colour = Self.colour(of: event) { choose(colour) }
        }
    }

    private static func colour(of event: DOMEvent) -> Colour? {
        event.detail?.text.flatMap { Colour(hex: $0) }
    }
}
