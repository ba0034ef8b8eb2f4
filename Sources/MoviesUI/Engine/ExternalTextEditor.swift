/// Runs the user's own editor on a text, on the terminal the UI lends it
/// for the time (the `L` form's review, Ctrl-O). The app's starts a program
/// and waits for it; tests give one that answers at once, so unit tests
/// spawn nothing.
public protocol ExternalTextEditor: Sendable {
    /// Lets the user edit `text` and returns when they are done. Called only
    /// while the terminal is lent; it must not wait on the main actor, which
    /// stays free meanwhile.
    func edit(_ text: String) async -> ExternalEdit
}
