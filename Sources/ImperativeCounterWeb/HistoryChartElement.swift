import CounterModel
import CounterViews
import JavaScript
import Observing
import VDOM

/// The count's recent values drawn on a canvas (`historyChart` of `CounterViews`, made by hand): the
/// same attributes, and the same drawing (`Sparkline.draw(on:with:)`) through the canvas's 2D context,
/// asked for once.
///
/// The drawing waits for the frame that carries the change's writes (`afterNextFrame`): a call into the
/// page sends the writes made before it, and drawing from the `observe` closure would send the frame half
/// made. The declarative page draws at the same moment, the representable's make and update; a drawing
/// that fails is reported on the app's channel.
func historyChartElement(_ document: DOMDocument, _ counter: Counter) -> DOMElement {
    document.element("canvas", class: "sparkline") { canvas in
        canvas.setAttribute("width", "\(Sparkline.width)")
        canvas.setAttribute("height", "\(Sparkline.height)")
        canvas.setAttribute("role", "img")
        var drawing: JSObject?
        canvas.observe {
            let chart = Sparkline(history: counter.history)
            canvas.setAttribute("aria-label", historyLabel(chart.history))
            canvas.afterNextFrame { () throws(JSError) in
                if drawing == nil { drawing = try Sparkline.drawingContext(of: canvas) }
                if let drawing { try chart.draw(on: canvas, with: drawing) }
            }
        }
    }
}
