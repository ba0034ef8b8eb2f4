import MoviesUI
import TextUI

/// How posters are drawn (`MOVIES_IMAGES`, `images` in the config file):
/// `auto` asks the terminal and takes the best it answers for; the others
/// force a way; `none` draws no pictures and asks for none.
enum ImagesMode: String, CaseIterable, Equatable, Sendable {
    case auto, kitty, sixel, iterm, blocks, none

    /// "auto, kitty, sixel, iterm, blocks or none", for messages.
    static var choices: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// Whether the mode may draw with a graphics protocol, so the terminal is
    /// asked, and posters are fetched large enough for real pixels.
    var mayUsePixels: Bool {
        switch self {
        case .auto, .kitty, .sixel, .iterm: true
        case .blocks, .none: false
        }
    }

    /// How pictures are drawn before the terminal answers: a mode that may
    /// use pixels waits for the answer (≤ 150 ms) rather than flash blocks.
    func initialDrawing(usesColor: Bool) -> PictureDrawing {
        switch self {
        case .none: .none
        // Quadrants until the terminal says it draws sextants.
        case .blocks: usesColor ? .cells(.quadrant) : .none
        case .auto, .kitty, .sixel, .iterm: .pending
        }
    }

    /// How pictures are drawn on a terminal that answered `capabilities`, and
    /// with which protocol. Character cells need colour; pixels do not
    /// (`NO_COLOR` concerns text).
    func choice(for capabilities: TerminalCapabilities, usesColor: Bool) -> (drawing: PictureDrawing, encoding: (any PictureEncoding)?) {
        let cells: PictureDrawing = usesColor ? .cells(capabilities.blockSymbols) : .none
        let wanted: TerminalCapabilities.GraphicsProtocol?
        switch self {
        case .none: return (.none, nil)
        case .blocks: return (cells, nil)
        case .kitty: wanted = .kitty
        case .sixel: wanted = .sixel
        case .iterm: wanted = .iTerm2
        case .auto: wanted = capabilities.preferredGraphicsProtocol
        }
        switch wanted {
        case .kitty?:
            // Under tmux the picture must be text that tmux moves and clips.
            return (.pixels, capabilities.isInsideTmux ? KittyPlaceholderPictureEncoding() : KittyPictureEncoding())
        case .sixel?:
            return (.pixels, SixelPictureEncoding())
        case .iTerm2? where !capabilities.isInsideTmux || self == .iterm:
            return (.pixels, ITermPictureEncoding())
        case .iTerm2?, nil:
            return (cells, nil)
        }
    }
}
