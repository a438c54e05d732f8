import Observing
import XCTest

/// `CalendarDate` and `TimeOfDay`: read and written as date and time fields write them.
final class CalendarValueTests: XCTestCase {
    func testADateIsReadAndWrittenAsADateFieldDoes() {
        XCTAssertEqual(CalendarDate("2026-11-29"), CalendarDate(year: 2026, month: 11, day: 29))
        XCTAssertEqual(CalendarDate(year: 987, month: 1, day: 2)?.text, "0987-01-02")
        XCTAssertEqual(CalendarDate("12026-03-01")?.year, 12026)
        XCTAssertEqual(CalendarDate("2024-02-29")?.day, 29, "a leap year")
        for refused in ["", "2026-02-29", "1900-02-29", "2026-13-01", "2026-04-31", "2026-1-01", "26-01-01",
                        "2026-01-01T00:00", "+026-01-01", "0000-01-01", "2026/01/01", "2026-01-0x"] {
            XCTAssertNil(CalendarDate(Text(refused)), refused)
        }
        XCTAssertLessThan(CalendarDate("2026-01-31")!, CalendarDate("2026-02-01")!)
    }

    func testATimeIsReadAndWrittenAsATimeFieldDoes() {
        XCTAssertEqual(TimeOfDay("07:30"), TimeOfDay(hour: 7, minute: 30))
        XCTAssertEqual(TimeOfDay("23:59:58.250")?.second, 58, "a fraction of a second is dropped")
        XCTAssertEqual(TimeOfDay(hour: 7, minute: 5)?.text, "07:05")
        XCTAssertEqual(TimeOfDay(hour: 0, minute: 0, second: 9)?.text, "00:00:09")
        for refused in ["", "24:00", "7:30", "07:60", "07:30:60", "07:30:", "07:30:15.", "07-30", "0730"] {
            XCTAssertNil(TimeOfDay(Text(refused)), refused)
        }
        XCTAssertLessThan(TimeOfDay("09:59")!, TimeOfDay("10:00")!)
    }
}
