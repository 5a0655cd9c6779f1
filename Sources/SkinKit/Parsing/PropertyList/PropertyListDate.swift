/// CoreFoundation's Gregorian arithmetic for property list dates (`CFGregorianDateGetAbsoluteTime`
/// and `CFAbsoluteTimeGetGregorianDate` in `CFDate.c`, in UTC): an XML `<date>`'s fields to seconds
/// since 2001-01-01 and back, with CF's own handling of fields out of range (a month 13, a day 40)
/// and of years far from now, so that dates read and write as they did through Foundation.
enum PropertyListDate {
    /// Seconds since 2001-01-01T00:00:00Z of the date written with these fields (none checked).
    static func absoluteTime(year: Int32, month: Int8, day: Int8, hour: Int8, minute: Int8, second: Double) -> Double {
        var at = 86400.0 * absolute(year: Int64(year &- 2001), month: month, day: day)
        at += 3600.0 * Double(hour) + 60.0 * Double(minute) + second
        return at
    }

    /// The fields an XML `<date>` writes for `at` (`%04d-%02d-%02dT%02d:%02d:%02dZ`), in the widths of
    /// CF's `CFGregorianDate` (8-bit months to minutes: a NaN date's hour, `INT32_MIN + 24`, is 24).
    static func fields(_ at: Double) -> (year: Int32, month: Int8, day: Int8, hour: Int8, minute: Int8, second: Int32) {
        let days = Self.int64(at / 86400.0)
        var (year, month, day) = yearMonthDay(days)
        if Int64(Int32.max) - 2001 < year { year = Int64(Int32.max) - 2001 }
        let hour = modulo(floorIfFinite(at / 3600.0), 24)
        let minute = modulo(floorIfFinite(at / 60.0), 60)
        var second = at - floorIfFinite(at / 60) * 60
        if second < 0 { second += 60 }
        return (
            Int32(truncatingIfNeeded: year + 2001), month, day, Int8(truncatingIfNeeded: hour), Int8(truncatingIfNeeded: minute), Self.int32(second)
        )
    }

    /// `floor`, which CF applies to values that may be infinite or NaN.
    private static func floorIfFinite(_ value: Double) -> Double { value.rounded(.down) }

    /// C's `(int64_t)floor(value)` as x86-64 computes it: out of range and NaN give `INT64_MIN`.
    private static func int64(_ value: Double) -> Int64 {
        let floored = value.rounded(.down)
        guard floored >= -0x1p63, floored < 0x1p63 else { return Int64.min }
        return Int64(floored)
    }

    /// C's `(int32_t)value` as x86-64 computes it: out of range and NaN give `INT32_MIN`.
    static func int32(_ value: Double) -> Int32 {
        guard value > -2_147_483_649.0, value < 2_147_483_648.0 else { return Int32.min }
        return Int32(value.rounded(.towardZero))
    }

    /// CF's `__CFDoubleModToInt`: `value` modulo `modulus`, in `0..<modulus` (through a float, as CF does).
    private static func modulo(_ value: Double, _ modulus: Int32) -> Int32 {
        let reduced = (value - (value / Double(modulus)).rounded(.down) * Double(modulus)).rounded(.down)
        var result = int32(Double(Float(reduced)))
        if result < 0 { result &+= modulus }
        return result
    }

    /// CF's `isleap` for a year counted from 2001 (2001 is 0).
    private static func isLeap(_ year: Int64) -> Bool {
        var y = (year &+ 1) % 400
        if y < 0 { y = -y }
        return y & 3 == 0 && y != 100 && y != 200 && y != 300
    }

    private static let daysBeforeMonth: [UInt16] = [0xFFFF, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365, 0xFFFF, 0xFFFF]

    /// CF's `__CFDaysBeforeMonth`: 0xFFFF for a month out of its table (the caller then adds nothing).
    private static func daysBefore(month: Int8, leap: Bool) -> UInt16 {
        guard month >= 0, Int(month) < daysBeforeMonth.count else { return 0xFFFF }
        return UInt16(truncatingIfNeeded: Int(daysBeforeMonth[Int(month)]) + (month > 2 && leap ? 1 : 0))
    }

    /// Days in the year of 2001-based `year`.
    private static func daysIn(_ year: Int64) -> Int64 { isLeap(year) ? 366 : 365 }

    /// CF's `__CFAbsoluteFromYMD`: days since 2001-01-01 of a 2001-based year, month and day.
    private static func absolute(year: Int64, month: Int8, day: Int8) -> Double {
        var absolute = 0.0
        let blocks = year / 400
        absolute += Double(blocks) * 146097.0
        let rest = year - blocks * 400
        if rest < 0 {
            for index in rest..<0 { absolute -= Double(daysIn(index)) }
        } else {
            for index in 0..<rest { absolute += Double(daysIn(index)) }
        }
        let before = daysBefore(month: month, leap: isLeap(rest))
        if before != 0xFFFF { absolute += Double(before) }
        absolute += Double(Int(day) - 1)
        return absolute
    }

    /// CF's `__CFYMDFromAbsolute`: the 2001-based year, the month and the day of a day count.
    private static func yearMonthDay(_ days: Int64) -> (year: Int64, month: Int8, day: Int8) {
        let blocks = days / 146097
        var year = blocks * 400
        var rest = days - blocks * 146097
        while rest < 0 {
            year -= 1
            rest += daysIn(year)
        }
        var length = daysIn(year)
        while length <= rest {
            year += 1
            rest -= length
            length = daysIn(year)
        }
        let leap = isLeap(year)
        var month = Int8(rest / 33 + 1)
        while month < 12, Int64(daysBefore(month: month + 1, leap: leap)) <= rest { month += 1 }
        return (year, month, Int8(rest - Int64(daysBefore(month: month, leap: leap)) + 1))
    }
}
