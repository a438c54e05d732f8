import Observing

/// A theme's accent colour as a person edits it: the colour itself, the colours they chose lately, and
/// how text reads on it.
///
/// A picker sends colours two ways: while the person is still moving (a drag, an arrow key held), and
/// once they settle. ``preview(_:)`` shows the first, ``choose(_:)`` takes the second and remembers it,
/// so the recent colours are the ones chosen, not every step on the way.
public final class Palette {
    /// The accent a theme starts with, and ``reset()`` goes back to.
    public static let defaultAccent = Colour(red: 0x25, green: 0x63, blue: 0xeb)
    /// How many recent colours are kept.
    public static let recentLimit = 8

    @Observed public private(set) var accent: Colour
    /// The colours chosen lately, the latest first, each once.
    @Observed public private(set) var recent: [Colour] = []
    /// Whether the page shows the picker.
    @Editable public var isPickerShown = true

    public init(accent: Colour = Palette.defaultAccent) {
        self.accent = accent
    }

    /// How text reads on the accent.
    public var contrast: Contrast { Contrast(on: accent) }

    /// Shows `colour` as the accent while the person is still picking.
    public func preview(_ colour: Colour) {
        // Every assignment announces a change: an equal one would render the page again for nothing.
        if colour != accent { accent = colour }
    }

    /// Makes `colour` the accent and the first of the recent colours.
    public func choose(_ colour: Colour) {
        preview(colour)
        var colours = recent.filter { $0 != colour }
        colours.insert(colour, at: 0)
        if colours.count > Self.recentLimit { colours.removeLast() }
        if colours != recent { recent = colours }
    }

    /// Goes back to the default accent. The recent colours stay, so the last one is a click away.
    public func reset() {
        preview(Self.defaultAccent)
    }
}
