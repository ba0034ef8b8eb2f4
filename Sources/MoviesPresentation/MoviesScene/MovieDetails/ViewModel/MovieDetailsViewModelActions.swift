/// Navigation the details screen asks of its coordinator.
public struct MovieDetailsViewModelActions {
    /// Leaves the details screen.
    public let close: @MainActor () -> Void

    public init(close: @escaping @MainActor () -> Void) {
        self.close = close
    }
}
