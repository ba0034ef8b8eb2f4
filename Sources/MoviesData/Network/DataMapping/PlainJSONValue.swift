/// A JSON value read by `PlainJSONReader`: only what a page of results needs
/// to be told apart, with whole numbers kept exact.
enum PlainJSONValue {
    case string(String)
    /// A number written without fraction or exponent that fits `Int`.
    case integer(Int)
    /// Any other number, as `Double` reads its text (perhaps infinite).
    case number(Double)
    case bool(Bool)
    case null
    case array([PlainJSONValue])
    /// Members in their order; the reader refuses repeated names.
    case object([String: PlainJSONValue])

    /// The member `name` of an object (`nil` for other values or a missing member).
    subscript(name: String) -> PlainJSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[name]
    }
}
