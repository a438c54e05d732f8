// A model's `private(set)` holds: `$count` of an `@Observed` property is its signal, with nothing that
// writes, so a view cannot bind to it and write past the model's method.
// expected-error: cannot convert value of type 'Signal' to expected argument type 'Binding<Int>'
import Observing

final class Counter {
    @Observed public private(set) var count = 0
    func setCount(_ value: Int) { count = max(0, value) }
}

func bind(_ binding: Binding<Int>) { binding.wrappedValue = -5 }

func view(_ counter: Counter) {
    bind(counter.$count)
}
