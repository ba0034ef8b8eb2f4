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

    /// Stops reading an object that is not the answer it is read as: one
    /// with none of `keys` is some other object (an error body sent with
    /// status 200, say), while one with a nonsense value there still is.
    /// - Parameter failure: what the object is not, such as "not a page of results".
    /// - Throws: `DecodingError.keyNotFound`, naming the first of `keys`.
    func requireAnyKey(_ keys: Key..., failure: String) throws {
        guard let first = keys.first, !keys.contains(where: { contains($0) }) else { return }
        throw DecodingError.keyNotFound(first, DecodingError.Context(codingPath: codingPath, debugDescription: failure))
    }

    /// The items of a list that decode, the others stepped over; `nil` when
    /// the field is missing, null or no list at all.
    func decodeLossyList<Element: Decodable & Sendable>(_ type: Element.Type, forKey key: Key) -> [Element]? {
        (try? decodeIfPresent(LossyList<Element>.self, forKey: key))??.elements
    }
}
