/// How posters are drawn (`MOVIES_IMAGES`, `images` in the config file).
///
/// Read and checked today so that a misspelt value is reported at once; the
/// poster pipeline still chooses by itself what the terminal can show.
enum ImagesMode: String, CaseIterable, Equatable, Sendable {
    case auto, kitty, sixel, iterm, blocks, none

    /// "auto, kitty, sixel, iterm, blocks or none", for messages.
    static var choices: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
