// Apps that import VDOM see Observing too: `@Observed`, `observe` and `Text` (which lives in Observing so
// a model can use it without importing the views) are part of writing any view.
@_exported import Observing
