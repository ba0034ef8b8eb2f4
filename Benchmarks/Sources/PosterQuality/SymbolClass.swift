/// The three families of block glyphs compared.
enum SymbolClass: String, CaseIterable, Sendable {
    case half
    case quadrant
    case sextant

    /// The `--symbols` values chafa is run with for the class. chafa's `quad`
    /// (the selector issue #16 names) holds the one-quadrant glyphs and the
    /// diagonals but not the half blocks, so of the sixteen 2 × 2 patterns it
    /// cannot draw a cell split across the middle; `half+quad` holds all
    /// sixteen and is measured too. `half` has ▀▄▌▐; `sextant` has the sixty
    /// sextants and ▌▐, all sixty-four 2 × 3 patterns.
    var chafaSelectors: [String] {
        switch self {
        case .half: ["half"]
        case .quadrant: ["quad", "half+quad"]
        case .sextant: ["sextant"]
        }
    }
}
