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
