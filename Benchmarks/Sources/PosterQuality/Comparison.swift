/// One picture in one symbol class, drawn by both renderers.
struct Comparison: Sendable {
    let picture: String
    let symbols: SymbolClass
    /// chafa's `--symbols` value.
    let chafaSymbols: String
    /// `nil` when movies has no renderer for the class yet.
    let movies: QualityScore?
    let chafa: QualityScore
}
