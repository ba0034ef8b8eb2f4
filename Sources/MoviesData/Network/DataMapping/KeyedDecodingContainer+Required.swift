// What an item cannot do without, and lists read item by item: one bad item
// costs that item (a `LossyList` steps over it), never the page.
extension KeyedDecodingContainer {
    /// A whole number the item cannot be used without (its id, a release's
    /// type), read as leniently as `decodeLenientInt`.
    /// - Parameter failure: why the item is dropped, such as "the film has no usable id".
    /// - Throws: `DecodingError.dataCorrupted` when the number is missing or unusable.
    func decodeRequiredInt(forKey key: Key, failure: String) throws -> Int {
        guard let value = decodeLenientInt(forKey: key) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: failure)
        }
        return value
    }

    /// The items of a list that decode, the others stepped over; `nil` when
    /// the field is missing, null or no list at all.
    func decodeLossyList<Element: Decodable & Sendable>(_ type: Element.Type, forKey key: Key) -> [Element]? {
        (try? decodeIfPresent(LossyList<Element>.self, forKey: key))??.elements
    }
}
