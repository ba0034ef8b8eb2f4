import MoviesPresentation
import TextUI

/// The picture column of the details screen (a poster) and the person screen
/// (a profile picture): how wide it is, if there is one, and its drawing.
///
/// A picture is drawn only where it helps: in colour (half-blocks without
/// colour are noise) and in a window wide enough that the text beside it
/// still reads as lines rather than a narrow strip.
enum PictureColumn {
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

    /// Draws `picture` in a column on the left of `body` when the window and
    /// the theme allow; returns the area left for the text (all of `body` otherwise).
    /// - Parameter isPending: A picture is on its way: its column stays free
    ///   meanwhile, so the text does not move when it comes.
    static func draw(_ picture: PosterViewModel?, into buffer: inout ScreenBuffer, beside body: Rect, usesColor: Bool, isPending: Bool = false) -> Rect {
        guard let columns = width(forBodyWidth: body.width, usesColor: usesColor) else { return body }
        guard let picture else { return isPending ? body.splitLeft(columns: columns + gap).1 : body }
        let image = HalfBlockImage(width: picture.width, height: picture.height, pixels: picture.pixels)
        let fitted = image.fittedSize(in: Size(width: columns, height: body.height))
        guard !fitted.isEmpty else { return body }
        image.draw(into: &buffer, in: Rect(origin: body.origin, size: fitted))
        return body.splitLeft(columns: fitted.width + gap).1
    }
}
