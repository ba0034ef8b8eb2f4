#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Swift type that can be bound to a statement parameter and read back from a column.
public protocol SQLiteValueConvertible {
    /// The value to bind.
    var sqliteValue: SQLiteValue { get }
    /// The Swift value stored in `value`, or `nil` when the storage class does not fit.
    static func fromSQLiteValue(_ value: SQLiteValue) -> Self?
}

extension Int64: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .integer(self) }

    public static func fromSQLiteValue(_ value: SQLiteValue) -> Int64? {
        if case .integer(let integer) = value { return integer }
        return nil
    }
}

extension Int: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .integer(Int64(self)) }

    public static func fromSQLiteValue(_ value: SQLiteValue) -> Int? {
        if case .integer(let integer) = value { return Int(exactly: integer) }
        return nil
    }
}

extension Bool: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }

    public static func fromSQLiteValue(_ value: SQLiteValue) -> Bool? {
        if case .integer(let integer) = value { return integer != 0 }
        return nil
    }
}

extension Double: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .real(self) }

    /// Integers are accepted too: SQLite hands back `1.0` stored in a column
    /// without REAL affinity as the integer `1`.
    public static func fromSQLiteValue(_ value: SQLiteValue) -> Double? {
        switch value {
        case .real(let real): real
        case .integer(let integer): Double(integer)
        default: nil
        }
    }
}

extension String: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .text(self) }

    public static func fromSQLiteValue(_ value: SQLiteValue) -> String? {
        if case .text(let text) = value { return text }
        return nil
    }
}

extension Data: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue { .blob(self) }

    public static func fromSQLiteValue(_ value: SQLiteValue) -> Data? {
        if case .blob(let data) = value { return data }
        return nil
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    public var sqliteValue: SQLiteValue {
        map(\.sqliteValue) ?? .null
    }

    /// `.some(nil)` for SQL `NULL`; `nil` only when a non-null value does not fit `Wrapped`.
    public static func fromSQLiteValue(_ value: SQLiteValue) -> Wrapped?? {
        if value.isNull { return .some(.none) }
        return Wrapped.fromSQLiteValue(value).map { .some($0) }
    }
}
