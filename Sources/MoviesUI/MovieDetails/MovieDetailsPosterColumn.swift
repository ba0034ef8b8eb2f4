/// How wide the poster column of the details screen is, if there is one.
///
/// A poster is drawn only where it helps: in colour (half-blocks without
/// colour are noise) and in a window wide enough that the text beside it
/// still reads as lines rather than a narrow strip.
enum MovieDetailsPosterColumn {
    /// Columns of a window narrower than this keep the text-only layout.
    static let minimumWindowWidth = 70
    /// Blank columns between the poster and the text.
    static let gap = 2

    /// The poster column's width for a body `bodyWidth` columns wide (the
    /// window less a one-column margin each side), or `nil` for no poster.
    static func width(forBodyWidth bodyWidth: Int, usesColor: Bool) -> Int? {
        guard usesColor, bodyWidth + 2 >= minimumWindowWidth else { return nil }
        // About a quarter of the window: 24 columns at 80, 30 at 120 and more.
        return min(30, max(24, (bodyWidth + 2) / 4))
    }
}
