/// A day of the calendar, without a time or a time zone: what a date field holds (`<input type="date">`),
/// written as it writes it, `yyyy-mm-dd`. No Foundation: a model that keeps a due date keeps one of these.
///
/// ```swift
/// final class Trip {
///     @Editable var departure: CalendarDate?
/// }
/// input().type("date").value(trip.$departure)
/// CalendarDate("2026-02-29")      // nil: 2026 is not a leap year
/// ```
public struct CalendarDate: Equatable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The date, or nil when there is no such day (month 13, February 30th, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...275_760).contains(year), (1...12).contains(month),
              (1...Self.days(inMonth: month, of: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `text` writes as a date field does (`2026-11-29`: four or more digits of year, two of
    /// month and of day), or nil.
    public init?(_ text: Text) {
        let parts = text.split(separator: "-")
        guard parts.count == 3, parts[0].byteCount >= 4, parts[1].byteCount == 2, parts[2].byteCount == 2,
              let year = fieldNumber(parts[0]), let month = fieldNumber(parts[1]), let day = fieldNumber(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// As a date field writes it: `2026-11-29`.
    public var text: Text { "\(zeroPadded(year, 4))-\(zeroPadded(month, 2))-\(zeroPadded(day, 2))" }

    public var description: String { text.description }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
