import Observing

/// How an element comes and goes: the classes it wears while it enters, leaves or moves, so that the
/// app's style sheet decides the animation.
///
/// ```swift
/// if let banner = model.banner {
///     div { banner.message }
///         .attribute("role", "alert")
///         .transition(Transition("slide"))
/// }
/// ```
///
/// ```css
/// .slide-enter-active, .slide-leave-active { transition: opacity .2s, transform .2s; }
/// .slide-enter-from, .slide-leave-to { opacity: 0; transform: translateY(-0.5rem); }
/// ```
///
/// An element enters when it is inserted into an element that was already there (not when it is made
/// with its parent): for one frame it wears `enter-from` and `enter-active`, then `enter-active` and
/// `enter-to` until its transitions and animations end. Removed, it stays in the page, `inert`, wearing
/// `leave-from` and `leave-active`, then `leave-active` and `leave-to`, and goes when they end. A leave
/// interrupted by the element coming back at the same place reverses from where it is, the same node
/// kept; an enter interrupted by a removal turns into a leave the same way. Only the removed element's
/// own transition plays: one removed with an ancestor goes with it at once, and a removed element
/// whose descendants have transitions does not wait for them.
///
/// Children of one element that carry transitions also move smoothly when their order changes or a
/// sibling comes or goes: the page measures them before the frame and animates each from where it was,
/// wearing `move` meanwhile.
///
/// The page ends a phase when the element's transitions and animations end, after the durations its
/// style gives (or ``duration``) if no end event comes, and at once when the reader asked for reduced
/// motion (`prefers-reduced-motion`). A component comes and goes with the transition of the element its
/// body renders.
public struct Transition {
    /// One reference: an element without a transition carries one empty word for it.
    let classes: TransitionClasses

    /// The classes `<name>-enter-from`, `<name>-enter-active`, `<name>-enter-to`, the same for `leave`, and
    /// `<name>-move`. `duration` (milliseconds) replaces the durations the style sheet gives, for
    /// animations the page cannot read (one on a descendant).
    public init(_ name: String = "v", duration: Int? = nil) {
        func named(_ suffix: StaticString) -> Text {
            var text = Text(name)
            text.appendLiteral(suffix)
            return text
        }
        classes = TransitionClasses(
            enterFrom: named("-enter-from"), enterActive: named("-enter-active"), enterTo: named("-enter-to"),
            leaveFrom: named("-leave-from"), leaveActive: named("-leave-active"), leaveTo: named("-leave-to"),
            move: named("-move"), duration: duration)
    }

    /// Classes of the app's choosing for each moment (utility classes: `"opacity-0"`); each may hold
    /// several tokens, and an empty one adds nothing.
    public init(enterFrom: Text = "", enterActive: Text = "", enterTo: Text = "",
                leaveFrom: Text = "", leaveActive: Text = "", leaveTo: Text = "", move: Text = "", duration: Int? = nil) {
        classes = TransitionClasses(enterFrom: enterFrom, enterActive: enterActive, enterTo: enterTo, leaveFrom: leaveFrom,
                                    leaveActive: leaveActive, leaveTo: leaveTo, move: move, duration: duration)
    }

    /// How long a phase lasts when the app says so, in milliseconds; `nil`: as long as the style sheet's
    /// transitions and animations on the element.
    public var duration: Int? { classes.duration }
}

/// A transition's class names, never changed once made, so descriptions copied for a modifier share them.
final class TransitionClasses {
    let enterFrom, enterActive, enterTo, leaveFrom, leaveActive, leaveTo, move: Text
    let duration: Int?

    init(enterFrom: Text, enterActive: Text, enterTo: Text, leaveFrom: Text, leaveActive: Text, leaveTo: Text,
         move: Text, duration: Int?) {
        self.enterFrom = enterFrom
        self.enterActive = enterActive
        self.enterTo = enterTo
        self.leaveFrom = leaveFrom
        self.leaveActive = leaveActive
        self.leaveTo = leaveTo
        self.move = move
        self.duration = duration
    }
}

extension Element {
    /// Makes the element enter, leave and move with `transition`'s classes (see ``Transition``).
    public consuming func transition(_ transition: Transition) -> Element {
        let storage = edit()
        storage.transition = transition
        // The page's word that a phase ended arrives as an event the element listens for, so the diff
        // adds and removes the listener with the transition; the part handles the event first.
        if !storage.listeners.contains(where: { $0.event == .transitionEnd }) {
            storage.listeners.append(Listener(event: .transitionEnd, handler: .action({})))
        }
        TransitionPart.install()
        return self
    }
}
