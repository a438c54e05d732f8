import VDOM

extension App {
    /// What the app's renderer holds, counted (``RendererCounts``). A browser test reads it through an
    /// export of the app's own, to show that a view shown and cleared again leaves the same counts; an app
    /// that never reads it carries none of this.
    public static var rendererCounts: RendererCounts { bridge.renderer.counts }
}
