// Writing through `$count` from outside the model does not compile: an `@Observed` property's projection
// observes, it cannot write. A property views may write is declared `@Editable`.
// expected-error: value of type 'Signal' has no member 'wrappedValue'
import Observing

final class Counter {
    @Observed public private(set) var count = 0
}

func reset(_ counter: Counter) {
    counter.$count.wrappedValue = 0
}
