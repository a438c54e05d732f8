import CounterModel
import CounterViews
import JavaScript
import Observing
import VDOM

/// The count's recent values drawn on a canvas (`historyChart` of `CounterViews`, made by hand): the
/// same attributes, and the same drawing (`Sparkline.draw(on:with:)`) through the canvas's 2D context,
/// asked for once.
///
/// The drawing is a job of the render phase, which the scheduler runs after every `observe` closure of
/// the change has run, so after the frame that carries their writes: a call into the page sends the
/// writes made before it, and drawing from an `observe` closure would send the frame half made. The
/// declarative page draws at the same moment, the representable's make and update.
func historyChartElement(_ document: DOMDocument, _ counter: Counter, scheduler: Scheduler,
                         report: @escaping (Report) -> Void) -> DOMElement {
    document.element("canvas", class: "sparkline") { canvas in
        canvas.setAttribute("width", "\(Sparkline.width)")
        canvas.setAttribute("height", "\(Sparkline.height)")
        canvas.setAttribute("role", "img")
        var drawing: JSObject?
        var chart = Sparkline(history: counter.history)
        let draw = Job(phase: .render, scheduler: scheduler) {
            guard !canvas.isRemoved else { return }
            do throws(JSError) {
                if drawing == nil { drawing = try Sparkline.drawingContext(of: canvas) }
                if let drawing { try chart.draw(on: canvas, with: drawing) }
            } catch {
                report(Report(.failedCall, "drawing the count's history failed: \(error.name): \(error.message)"))
            }
        }
        canvas.observe {
            let history = counter.history
            canvas.setAttribute("aria-label", historyLabel(history))
            chart.history = history
            draw.schedule()
        }
    }
}
