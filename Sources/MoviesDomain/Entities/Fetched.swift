/// A value together with where it came from, so the UI can say how current it is.
public struct Fetched<Value: Sendable>: Sendable {
    public let value: Value
    public let origin: DataOrigin

    public init(value: Value, origin: DataOrigin) {
        self.value = value
        self.origin = origin
    }
}

extension Fetched: Equatable where Value: Equatable {}
