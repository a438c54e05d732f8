/// The count's recent values, oldest first: what the page's chart draws.
///
/// It starts with the count a counter starts with, and each change of the count adds the new value.
/// Beyond ``capacity`` the oldest value goes, so the chart shows the recent trend, and a page left
/// open all day holds no more than a page just opened.
public struct CountHistory: Equatable {
    /// How many values are kept.
    public static let capacity = 30

    /// The values, oldest first; never empty.
    public private(set) var values: [Int]

    /// The lowest value kept.
    public var lowest: Int { values.reduce(.max, min) }
    /// The highest value kept.
    public var highest: Int { values.reduce(.min, max) }

    /// A history that holds only `count`, where a counter starts.
    public init(_ count: Int) {
        values = [count]
    }

    /// Adds `count` as the latest value, and lets the oldest go when there are more than ``capacity``.
    public mutating func append(_ count: Int) {
        if values.count == Self.capacity { values.removeFirst() }
        values.append(count)
    }
}
