/// A JSON array decoded element by element, skipping elements that do not
/// decode, so one malformed entry from the server costs one row, not the page.
struct LossyList<Element: Decodable & Sendable>: Decodable, Sendable {
    let elements: [Element]
    /// How many elements were stepped over (nulls are not counted).
    let skippedCount: Int

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var skipped = 0
        while !container.isAtEnd {
            if try container.decodeNil() { continue }
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                // A failed decode leaves the container where it was; decoding
                // a value that accepts anything steps over the bad element.
                _ = try container.decode(AnyValue.self)
                skipped += 1
            }
        }
        self.elements = elements
        self.skippedCount = skipped
    }

    private struct AnyValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
