/// The lenient field rules of `KeyedDecodingContainer+Lenient`, for values
/// read by `PlainJSONReader`: nonsense in a field makes it unknown.
enum PlainJSONLeniency {
    /// A whole number within `Int`, else `nil`.
    static func int(_ value: PlainJSONValue?) -> Int? {
        switch value {
        case .integer(let whole)?: whole
        case .number(let number)?: Int(exactly: number)
        default: nil
        }
    }

    /// A finite number, else `nil`.
    static func double(_ value: PlainJSONValue?) -> Double? {
        switch value {
        case .integer(let whole)?: Double(whole)
        case .number(let number)? where number.isFinite: number
        default: nil
        }
    }

    /// A string, else `nil`.
    static func string(_ value: PlainJSONValue?) -> String? {
        guard case .string(let text)? = value else { return nil }
        return text
    }
}

extension PlainJSONLeniency {
    /// A list as `try? decodeIfPresent(LossyList<Element>.self, …)` reads it:
    /// `nil` unless an array; nulls and elements `read` refuses left out.
    static func list<Element>(_ value: PlainJSONValue?, _ read: (PlainJSONValue) -> Element?) -> [Element]? {
        guard case .array(let elements)? = value else { return nil }
        return elements.compactMap(read)
    }

    /// The members of an object, or `nil` for any other value (what a keyed
    /// container refuses).
    static func object(_ value: PlainJSONValue?) -> [String: PlainJSONValue]? {
        guard case .object(let members)? = value else { return nil }
        return members
    }

    /// `true` or `false` only, as `decodeIfPresent(Bool.self, …)` reads them.
    static func bool(_ value: PlainJSONValue?) -> Bool? {
        guard case .bool(let flag)? = value else { return nil }
        return flag
    }
}
