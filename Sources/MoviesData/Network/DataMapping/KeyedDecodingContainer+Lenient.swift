// A field a server fills with nonsense (a string where a number belongs, a
// number past what Int or Double can hold, a fraction where a count belongs)
// costs that field, never the item or the page: these read it as unknown.
extension KeyedDecodingContainer {
    /// A whole number, or `nil` when the field is missing, null, not a
    /// number, not whole, or outside `Int`'s range.
    func decodeLenientInt(forKey key: Key) -> Int? {
        if let value = try? decodeIfPresent(Int.self, forKey: key) { return value }
        guard let value = try? decodeIfPresent(Double.self, forKey: key) else { return nil }
        return Int(exactly: value)
    }

    /// A finite number, or `nil` when the field is missing, null, not a
    /// number, or too large for a `Double`.
    func decodeLenientDouble(forKey key: Key) -> Double? {
        guard let value = try? decodeIfPresent(Double.self, forKey: key), value.isFinite else { return nil }
        return value
    }

    /// A string, or `nil` when the field is missing, null or not a string.
    func decodeLenientString(forKey key: Key) -> String? {
        (try? decodeIfPresent(String.self, forKey: key)) ?? nil
    }
}
