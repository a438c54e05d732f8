import Observing
import VDOM

extension TestApp {
    /// Starts `view` on a page that already shows `page`, its first render as HTML, as a page built with
    /// a pre-render starts (`docs/patch-format.md`, "Adoption of a pre-rendered page").
    ///
    /// ```swift
    /// let page = try StaticHTML.render { counterView(counter) }
    /// let app = try TestApp(prerendered: page, before: { dom in dom.click(try dom.element("button")) }) {
    ///     counterView(counter)
    /// }
    /// XCTAssertEqual(app.adoption?.created, 0)
    /// XCTAssertEqual(counter.count, 1, "the click made before the module arrived")
    /// ```
    ///
    /// The container holds the page's HTML, read as a browser reads it, and is marked
    /// `data-vdom-prerendered`. `before` acts on it as a person does before the module arrives: the
    /// page's recorder keeps the clicks, submits, keys, edits and focus changes inside it
    /// (``TestDOM/eventsBeforeStart``), preventing the clicks and submits the app will take; the rest take
    /// their course (a key types, a box ticks, a plain link is followed). Then `view` is mounted, its
    /// first frame adopting the page's nodes (``adoption``; every difference is one report of kind
    /// `.hydrationMismatch`), and what the person did reaches the app: an `input` or `change` for each
    /// control whose state they changed and the frame rendered otherwise, then the kept events in order.
    /// An event on an element the adoption replaced is not dispatched, and one that was prevented is
    /// reported as ignored.
    ///
    /// - Throws: the ``StaticHTMLError`` of HTML the test DOM cannot read, what `before` throws, or the
    ///   ``RenderError`` that rejected the first render.
    public convenience init(prerendered page: StaticPage, scheduler: Scheduler = Scheduler(),
                            before: (TestDOM) throws -> Void = { _ in },
                            @NodeBuilder view: @escaping () -> NodeList) throws {
        self.init(unmounted: scheduler)
        try dom.loadPrerendered(page.html)
        try before(dom)
        try mount(view, firstFrameOnly: false)
        dom.replayEventsBeforeStart()
        scheduler.flush()
    }

    /// What the first frame's adoption of the pre-rendered page did; `nil` for an app not started on one.
    public var adoption: AdoptionCounts? { dom.adoptionCounts }
}
