/// A small deterministic picker (a 64-bit linear congruential step) for tests
/// that generate thousands of inputs: the same seed makes the same inputs on
/// every run, so a failure is never seed-dependent and can be replayed.
public struct ChoicePicker {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    /// A number in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    public mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }
}
