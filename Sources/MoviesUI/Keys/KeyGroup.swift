/// The headings keys are grouped under in the help overlay and the docs.
public enum KeyGroup: String, CaseIterable, Sendable {
    case move = "Move"
    case open = "Open"
    case search = "Search and filter"
    case library = "Library"
    case app = "Quit and help"
}
