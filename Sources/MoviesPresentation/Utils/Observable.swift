/// A value that tells its observers when it changes.
///
/// Vanilla Swift in place of Combine or the Observation macro: views observe
/// view model outputs through it. Main-actor isolated because views and view
/// models live on the main actor.
@MainActor
public final class Observable<Value> {
    private struct Observer {
        weak var owner: AnyObject?
        let block: @MainActor (Value) -> Void
    }

    private var observers: [Observer] = []

    /// Setting the value calls every live observer with it.
    public var value: Value {
        didSet { notifyObservers() }
    }

    public init(_ value: Value) {
        self.value = value
    }

    /// Calls `block` with the current value now and with every later value,
    /// for as long as `owner` is alive or until `remove(observer:)`.
    public func observe(on owner: AnyObject, block: @escaping @MainActor (Value) -> Void) {
        observers.append(Observer(owner: owner, block: block))
        block(value)
    }

    /// Stops calling the blocks registered for `owner`.
    public func remove(observer owner: AnyObject) {
        observers.removeAll { $0.owner === owner || $0.owner == nil }
    }

    private func notifyObservers() {
        observers.removeAll { $0.owner == nil }
        for observer in observers {
            observer.block(value)
        }
    }
}
