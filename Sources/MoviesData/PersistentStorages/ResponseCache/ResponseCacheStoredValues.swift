#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// Whether what the cache file holds is something a fetch could have written.
/// The file is data like a server's answer — it can be damaged, or edited by
/// hand — so every value read back is checked before it is used; an entry
/// with a value that fails is a miss.
enum ResponseCacheStoredValues {
    /// How far ahead of this clock a stored time may be: clocks get set back.
    static let clockSkewSeconds: Double = 86_400
    /// The longest freshness kept: RFC 9111 §1.2.2 caps delta-seconds at 2^31.
    static let maxAgeLimitSeconds: Double = 2_147_483_648
    /// More hits than anyone makes; beyond it the count is not believed.
    static let hitCountLimit: Int64 = 1 << 40

    /// A time from 1970 up to a day after `now`.
    static func timestamp(_ value: SQLiteValue, now: Date) -> Date? {
        guard let seconds = Double.fromSQLiteValue(value), seconds.isFinite, seconds >= 0,
              seconds <= now.timeIntervalSince1970 + clockSkewSeconds
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// `.some(nil)` for NULL, else as `timestamp`.
    static func optionalTimestamp(_ value: SQLiteValue, now: Date) -> Date?? {
        value.isNull ? .some(nil) : timestamp(value, now: now).map { .some($0) }
    }

    static func hitCount(_ value: SQLiteValue) -> Int? {
        guard case .integer(let count) = value, (0...hitCountLimit).contains(count) else { return nil }
        return Int(exactly: count)
    }

    /// `.some(nil)` for no freshness; `nil` for one no server could have sent.
    static func maxAge(_ value: SQLiteValue) -> Double?? {
        if value.isNull { return .some(nil) }
        guard let seconds = Double.fromSQLiteValue(value), seconds.isFinite,
              (0...maxAgeLimitSeconds).contains(seconds)
        else { return nil }
        return .some(seconds)
    }

    static func statusCode(_ value: SQLiteValue) -> Int? {
        guard case .integer(let status) = value, (100...599).contains(status) else { return nil }
        return Int(exactly: status)
    }

    /// `.some(nil)` for NULL, the text, or `nil` for any other storage class.
    static func optionalText(_ value: SQLiteValue) -> String?? {
        switch value {
        case .null: .some(nil)
        case .text(let text): .some(text)
        default: nil
        }
    }

    static func body(_ value: SQLiteValue) -> Data? {
        guard case .blob(let data) = value else { return nil }
        return data
    }
}
